import { Card } from '@countertop/ui/Card';
import { Stack } from '@countertop/ui/Stack';
import QRCode from 'react-qr-code';

/**
 * The pass the counter scans: a QR code that encodes exactly the memberId (the back office's
 * Scanner searches with the text it reads), with the ID and username written out for a counter
 * without a camera. Dark modules on white in both themes: scanners need the contrast and the
 * quiet zone around it.
 */
export function MemberPass({ memberId, username }: { memberId: string; username: string }) {
  return (
    <Card title="Your pass" description="Show this at the counter to earn and spend.">
      <Stack gap="md" align="center">
        <div
          role="img"
          aria-label="Member pass QR code"
          style={{ background: '#ffffff', padding: 24, lineHeight: 0 }}
        >
          <QRCode
            value={memberId}
            size={224}
            level="M"
            bgColor="#ffffff"
            fgColor="#000000"
            aria-hidden="true"
          />
        </div>
        <Stack gap="xs" align="center">
          <p>Member ID: {memberId}</p>
          <p>Username: @{username}</p>
        </Stack>
      </Stack>
    </Card>
  );
}
