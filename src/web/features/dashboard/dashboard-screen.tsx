import { PagePlaceholder } from '../../components/ui/page-placeholder';

export function DashboardScreen() {
  return <PagePlaceholder heading="Dashboard" description="Loading this screen's content is being built." />;
}
