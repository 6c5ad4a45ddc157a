import { PagePlaceholder } from '../../components/ui/page-placeholder';

export function TemplatesScreen() {
  return (
    <PagePlaceholder
      heading="Session Templates"
      description="Loading this screen's content is being built."
    />
  );
}
