import type { ContractGroup } from './accessibilityContracts';
import { DocTable, Prose } from './DocTable';

/** One group of Guides/Accessibility's contracts as a table. Docs only: not part of the package. */
export function ContractTable({ group }: { group: ContractGroup }) {
  return (
    <DocTable
      caption={group.name}
      head={['Component', 'Screen reader', 'Keyboard', 'Your part']}
      rows={group.contracts.map(({ component, semantics, keyboard, yours }) => [
        component,
        <Prose text={semantics} />,
        <Prose text={keyboard} />,
        <Prose text={yours} />,
      ])}
    />
  );
}
