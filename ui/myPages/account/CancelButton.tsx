import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button';

/** An account flow's Cancel: leaves the form (or its place while the form's code comes) without a change. */
export function CancelButton({ onCancel, busy = false }: { onCancel: () => void; busy?: boolean }) {
  return (
    <Button variant="text" size="small" aria-disabled={busy || undefined} onClick={onCancel}>
      <Trans id="myPages.account.cancel">Cancel</Trans>
    </Button>
  );
}
