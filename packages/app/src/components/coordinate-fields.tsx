import { Button, FieldGridRow, LocateIcon, Stack, TextField } from '@countertop/ui';
import { LOCATION_TEXT, useCurrentLocation, type Coordinates } from '@/lib/use-current-location';

interface CoordinateFieldsProps {
  coordinates: Coordinates;
  onChange: (coordinates: Partial<Coordinates>) => void;
  errors: Partial<Record<keyof Coordinates, string>>;
  /** Edit mode: a store's location never changes after it is created (docs/product/management.md §2). */
  isDisabled?: boolean;
}

/**
 * Latitude and longitude as decimal degrees, typed, or filled from the browser's position with
 * 'Use my location' where the browser can give one. Placed in the caller's FieldGrid.
 */
export function CoordinateFields({
  coordinates,
  onChange,
  errors,
  isDisabled = false,
}: CoordinateFieldsProps) {
  const location = useCurrentLocation();

  async function fillFromLocation() {
    const found = await location.locate();
    if (found) onChange(found);
  }

  return (
    <>
      <TextField
        label="Latitude"
        isRequired={!isDisabled}
        isDisabled={isDisabled}
        inputMode="decimal"
        description="Decimal degrees, e.g. -33.8688"
        value={coordinates.latitude}
        onChange={(latitude) => onChange({ latitude })}
        isInvalid={Boolean(errors.latitude)}
        errorMessage={errors.latitude}
      />
      <TextField
        label="Longitude"
        isRequired={!isDisabled}
        isDisabled={isDisabled}
        inputMode="decimal"
        description="Decimal degrees, e.g. 151.2093"
        value={coordinates.longitude}
        onChange={(longitude) => onChange({ longitude })}
        isInvalid={Boolean(errors.longitude)}
        errorMessage={errors.longitude}
      />
      {location.isAvailable && !isDisabled && (
        <FieldGridRow>
          <Stack direction="horizontal" gap="md" align="center" wrap>
            <Button
              onPress={() => void fillFromLocation()}
              isPending={location.isLocating}
              pendingLabel={LOCATION_TEXT.locating}
            >
              <LocateIcon />
              {LOCATION_TEXT.button}
            </Button>
            {/* Polite: the answer comes after the browser's own permission prompt. */}
            <span role="status">{location.error}</span>
          </Stack>
        </FieldGridRow>
      )}
    </>
  );
}
