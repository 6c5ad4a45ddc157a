import { PagePlaceholder } from '../../components/ui/page-placeholder';

export function ClientsScreen() {
  return <PagePlaceholder heading="Clients" description="Loading this screen's content is being built." />;
}
