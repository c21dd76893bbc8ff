import { updateAlertSettings } from '@countertop/api';
import type { AlertSettings } from '@countertop/api';
import { useAlertSettings, useUpdateAlertSettings } from '@countertop/api/react';
import { ErrorState } from '@countertop/ui/ErrorState';
import { Form } from '@countertop/ui/Form';
import { NumberField } from '@countertop/ui/NumberField';
import { Spinner } from '@countertop/ui/Spinner';
import type { FormEvent } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { fieldErrors } from '@/lib/form-errors';
import { useFormState } from '@/lib/use-form-state';
import { ALERTS_TEXT as T } from '../texts';

const FORM_ID = 'alert-settings';
const KEYS = Object.keys(T.fields) as (keyof AlertSettings)[];

interface AlertSettingsDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * 'Alert thresholds': the three numbers the rules are measured against, each a whole number
 * within the contract's bounds (its texts say what is wrong). A success closes it.
 */
export function AlertSettingsDialog({ isOpen, onClose }: AlertSettingsDialogProps) {
  const settings = useAlertSettings(undefined, { enabled: isOpen, requestOptions: { errorToast: false } });
  const update = useUpdateAlertSettings();
  return (
    <FormDialog
      title={T.settingsTitle}
      description={T.settingsDescription}
      isOpen={isOpen}
      onClose={onClose}
      formId={FORM_ID}
      isPending={update.isPending}
      isDisabled={!settings.data}
      cancelLabel={T.cancel}
      saveLabel={T.save}
      pendingLabel={T.saving}
    >
      {settings.isError ? (
        <ErrorState title={T.settingsFailed} />
      ) : settings.data ? (
        // Mounted once they are known: the form starts from the thresholds as they are now.
        <AlertSettingsForm settings={settings.data.data} update={update} onSaved={onClose} />
      ) : (
        <Spinner label={T.settingsLoading} />
      )}
    </FormDialog>
  );
}

interface AlertSettingsFormProps {
  settings: AlertSettings;
  update: ReturnType<typeof useUpdateAlertSettings>;
  onSaved: () => void;
}

function AlertSettingsForm({ settings, update, onSaved }: AlertSettingsFormProps) {
  const form = useFormState<AlertSettings>(settings);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    if (form.showErrors(fieldErrors(updateAlertSettings.request, form.values), event.currentTarget)) return;
    update.mutate(form.values, { onSuccess: onSaved });
  }

  return (
    <Form id={FORM_ID} onSubmit={onSubmit} validationBehavior="aria" aria-label={T.settingsTitle}>
      {KEYS.map((key) => (
        <NumberField
          key={key}
          label={T.fields[key].label}
          description={T.fields[key].help}
          isRequired
          step={1}
          formatOptions={{ maximumFractionDigits: 0 }}
          {...form.field(key)}
          isDisabled={update.isPending}
        />
      ))}
    </Form>
  );
}
