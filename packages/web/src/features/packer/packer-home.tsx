/** Packer home (SPEC.md 2.5): the packing & shipping location and its three areas. */
import { messages } from '@sc/domain/messages';
import { Card, LinkButton, Page, PageLoading } from '../../components/ui/index.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFn } from '../../lib/query.ts';

export function PackerHome() {
  const appPath = useAppPath();
  const location = useFn('getPackingLocation', {});
  if (location.isPending) return <PageLoading />;
  const place = location.data?.place;
  if (location.error || !place) {
    return (
      <Page title="Packing & shipping" width="narrow">
        <Card tone="danger">
          <p>{messages.packingLocationFailed}</p>
        </Card>
      </Page>
    );
  }
  return (
    <Page title="Packing & shipping">
      <p className="ui-muted">
        {place.name}, {place.address}
      </p>
      <div className="app-list">
        <Card title="Ship">
          <LinkButton to={appPath(paths.shipping.href())} variant="secondary">
            Details
          </LinkButton>
        </Card>
        <Card title="Pick & pack">
          <LinkButton to={appPath(paths.pickAndPack.href())} variant="secondary">
            Details
          </LinkButton>
        </Card>
        <Card title="Location supplies">
          <LinkButton to={appPath(paths.placeSuppliesActivate.href())}>Activate</LinkButton>
        </Card>
      </div>
    </Page>
  );
}
