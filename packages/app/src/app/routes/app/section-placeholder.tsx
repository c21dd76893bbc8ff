import { PageHeader } from '@countertop/ui';

/** Stands in for a section whose screen has not been built yet, and says so plainly. */
export function SectionPlaceholder({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <p>{`The ${title} section is coming soon. It is not available in this version yet.`}</p>
    </>
  );
}
