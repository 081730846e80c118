/**
 * Operations' catalogue switches (issue 25): feature flags for everyone, the tests offices may
 * order, and the SKUs nurses and packers may scan (an inactive one answers requirements.md 5's "Inactive
 * supply. Please contact support."). Each switch says
 * what happened after it.
 */
import { useState } from 'react';
import { wordsOf } from '@sc/domain/format/internal-values';
import { Alert, Card, Checkbox, Page, PageLoading } from '../../components/ui/index.ts';
import '../../components/ui/records.css';
import { useFn, useFnMutation } from '../../lib/query.ts';
import { BarcodeCard } from './barcode-card.tsx';

export function CataloguePage() {
  const list = useFn('listCatalogue', {});
  const [done, setDone] = useState<string | null>(null);
  const after = (text: string) => () => {
    setDone(text);
    return list.refetch();
  };
  const flag = useFnMutation('setFeatureFlag');
  const sku = useFnMutation('setSkuActive');
  const test = useFnMutation('setLabTestActive');
  const error = flag.error ?? sku.error ?? test.error;
  const busy = flag.isPending || sku.isPending || test.isPending;
  return (
    <Page title="Catalogue" width="wide">
      {done ? <Alert tone="success">{done}</Alert> : null}
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {list.isPending ? <PageLoading /> : null}
      {list.error ? <Alert tone="danger">{list.error.message}</Alert> : null}
      {list.data ? (
        <div className="ui-two-columns">
          <div>
            <Card title="Feature flags">
              {list.data.flags.map((f) => {
                // A flag by what it does, never its code name (ADR 086).
                const label = f.description || wordsOf(f.name);
                return (
                  <Checkbox
                    key={f.name}
                    label={label}
                    checked={f.enabled}
                    disabled={busy}
                    onChange={(e) =>
                      flag.mutate(
                        { flag: f.name, enabled: e.target.checked },
                        { onSuccess: after(`${label}: ${e.target.checked ? 'on' : 'off'} for everyone.`) },
                      )
                    }
                  />
                );
              })}
            </Card>
            <Card title="Tests offices may order">
              {list.data.tests.map((t) => (
                <Checkbox
                  key={t.id}
                  label={`${t.name} (${t.code})`}
                  checked={t.active}
                  disabled={busy}
                  onChange={(e) =>
                    test.mutate(
                      { testID: t.id, active: e.target.checked },
                      {
                        onSuccess: after(
                          e.target.checked ? `${t.code} is offered again.` : `${t.code} is no longer offered.`,
                        ),
                      },
                    )
                  }
                />
              ))}
            </Card>
          </div>
          <Card title="Active SKUs">
            <p className="ui-subline">
              A scan of an inactive SKU is refused: “Inactive supply. Please contact support.”
            </p>
            {list.data.skus.map((k) => (
              <Checkbox
                key={k.id}
                label={`${k.supplyName} (${k.id})`}
                checked={k.active}
                disabled={busy}
                onChange={(e) =>
                  sku.mutate(
                    { skuID: k.id, active: e.target.checked },
                    { onSuccess: after(`${k.id} is ${e.target.checked ? 'active' : 'inactive'}.`) },
                  )
                }
              />
            ))}
          </Card>
        </div>
      ) : null}
      <BarcodeCard />
    </Page>
  );
}
