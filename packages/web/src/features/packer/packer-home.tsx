/** Packer home (requirements.md 2.5): her packing & shipping location, its two counts and Location supplies. */
import { messages } from '@sc/domain/messages';
import { Card, LinkButton, Page, PageLoading } from '../../components/ui/index.ts';
import { KitIcon, ScanIcon, ShippingIcon } from '../../components/ui/icons.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFn } from '../../lib/query.ts';

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

export function PackerHome() {
  const appPath = useAppPath();
  const home = useFn('getPackingHome', {}, { refetchOnWindowFocus: true });
  if (home.isPending) return <PageLoading />;
  const place = home.data?.place;
  if (home.error || !place) {
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
        <Card title="Ship" icon={ShippingIcon} meta={items(home.data.shipCount)}>
          <LinkButton to={appPath(paths.shipping.href())} variant="secondary">
            Details
          </LinkButton>
        </Card>
        <Card title="Pick & pack" icon={KitIcon} meta={items(home.data.pickAndPackCount)}>
          <LinkButton to={appPath(paths.pickAndPack.href())} variant="secondary">
            Details
          </LinkButton>
        </Card>
        <Card title="Location supplies" icon={ScanIcon}>
          <LinkButton to={appPath(paths.placeSuppliesActivate.href())}>Activate</LinkButton>
        </Card>
      </div>
    </Page>
  );
}
