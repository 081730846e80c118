/**
 * Development only: every design-system component on one page, in the states a screen uses, for
 * looking at and for the README's screenshots (e2e/ui-gallery.spec.ts takes one per section).
 */
import { useState, type ReactNode } from 'react';
import {
  ActionBar,
  Alert,
  Button,
  Card,
  CardActions,
  EmptyState,
  Icon,
  LinkButton,
  Page,
  StatusChip,
} from '../../components/ui/index.ts';
import { ConfirmButton } from '../../components/ui/confirm-button.tsx';
import { DoneScreen } from '../../components/ui/done-screen.tsx';
import * as icons from '../../components/ui/icons.ts';
import { Sheet } from '../../components/ui/sheet.tsx';
import { StepHeader } from '../../components/ui/step-header.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.tsx';
import { Timeline } from '../../components/ui/timeline.tsx';
import { ConfirmPanel } from '../../components/ui/confirm-panel.tsx';
import { StabilityClock } from '../../components/ui/stability-clock.tsx';
import { ChipCombobox, type ComboboxOption } from '../../components/ui/chip-combobox.tsx';
import { searchDiagnoses } from '@sc/domain/orders/diagnoses';
import '../../components/ui/records.css';
import './ui-gallery.css';

interface GalleryRow {
  patient: string;
  tests: string;
  status: string;
  tone: 'neutral' | 'success';
}
const galleryRows: GalleryRow[] = [
  { patient: 'Ben Okafor', tests: 'A1C', status: 'Completed', tone: 'success' },
  { patient: 'Pia Patient', tests: 'LIPID, VITD', status: 'Ordered', tone: 'neutral' },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="dev-gallery__section" data-gallery={id} aria-labelledby={`gallery-${id}`}>
      <h2 id={`gallery-${id}`} className="dev-gallery__name">
        {title}
      </h2>
      {children}
    </section>
  );
}

const iconList = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as Array<[string, icons.IconType]>;

/** The order form's diagnosis picker (ADR 087), two already chosen. */
function GalleryCombobox() {
  const option = (d: { code: string; description: string }): ComboboxOption => ({
    value: d.code,
    label: d.code,
    detail: d.description,
  });
  const [chosen, setChosen] = useState<ComboboxOption[]>(() =>
    ['E11.9', 'I10'].map((code) => option(searchDiagnoses(code, 1)[0]!)),
  );
  return (
    <ChipCombobox
      label="Add a diagnosis"
      hint="A code or words: E11, diabetes, hypertension."
      chosen={chosen}
      onChange={setChosen}
      search={(query) => searchDiagnoses(query, 8).map(option)}
      chosenLabel="Diagnoses chosen"
      listLabel="Diagnoses found"
      noMatch={(query) => `No ICD-10 code on our list matches “${query}”.`}
      max={12}
      full="An order carries at most 12 diagnoses."
    />
  );
}

export function UiGalleryPage() {
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <Page title="Design system" width="narrow" className="dev-gallery">
      <p className="ui-muted">Every component of components/ui, as screens use them. See its README.</p>

      <Section id="icons" title="Icons">
        <ul className="dev-gallery__icons">
          {iconList.map(([name, glyph]) => (
            <li key={name}>
              <Icon icon={glyph} size="1.5rem" />
              <span>{name.replace(/Icon$/, '')}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="buttons" title="Buttons">
        <div className="dev-gallery__row">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="danger">Danger</Button>
          <Button variant="link">Link</Button>
          <Button busy>Saving</Button>
          <Button disabled>Disabled</Button>
        </div>
      </Section>

      <Section id="status-chips" title="Status chips">
        <div className="dev-gallery__row">
          <StatusChip>Scheduled</StatusChip>
          <StatusChip tone="info" icon={icons.DriveIcon}>
            On the way
          </StatusChip>
          <StatusChip tone="success" icon={icons.DoneIcon}>
            Done
          </StatusChip>
          <StatusChip tone="warning" icon={icons.WarningIcon}>
            Running late
          </StatusChip>
          <StatusChip tone="danger" icon={icons.ErrorIcon}>
            Failed
          </StatusChip>
        </div>
      </Section>

      <Section id="card" title="Card">
        <Card
          title="Ava Patel"
          icon={icons.StopIcon}
          status={<StatusChip tone="info">On the way</StatusChip>}
          meta="9:30 AM · 12 Court St, Brooklyn, NY"
        >
          <p>Blood draw and a urine sample. Ring twice; the bell is slow.</p>
          <CardActions>
            <Button variant="secondary">Call</Button>
            <LinkButton to="#card">Open the stop</LinkButton>
          </CardActions>
        </Card>
        <Card title="Sample refused" tone="danger" icon={icons.ErrorIcon} meta="Lavender Top Tube (EDTA)">
          <p>The lab refused the sample: hemolysed.</p>
        </Card>
      </Section>

      <Section id="alerts" title="Alerts">
        <Alert tone="info" title="Heads up">
          Your shift starts in 30 minutes.
        </Alert>
        <Alert tone="success">Amber bag scanned.</Alert>
        <Alert tone="warning">You seem to be far from the stop.</Alert>
        <Alert tone="danger">Invalid barcode</Alert>
      </Section>

      <Section id="empty-state" title="Empty state">
        <EmptyState
          title="No shifts yet"
          icon={icons.CalendarIcon}
          action={<LinkButton to="#empty-state">See your offers</LinkButton>}
        >
          <p>Accept an offer and it shows here, with its stops and the time to leave.</p>
        </EmptyState>
      </Section>

      <Section id="step-header" title="Step header">
        <div className="dev-gallery__frame">
          <StepHeader
            title="Put in amber bag"
            day={{ index: 2, count: 4 }}
            visit={{ index: 3, count: 9 }}
            nav={
              <span className="itinerary-step__nav">
                <a href="#step-header">
                  <Icon icon={icons.BackIcon} />
                  Back
                </a>
                <a href="#step-header">
                  <Icon icon={icons.RouteIcon} />
                  Itinerary
                </a>
              </span>
            }
          />
        </div>
      </Section>

      <Section id="action-bar" title="Action bar and one-tap confirm">
        <div className="dev-gallery__frame">
          <p>Put the Amber Tube into an amber bag to keep it out of the light.</p>
          <ActionBar className="dev-gallery__static">
            <ConfirmButton>Next</ConfirmButton>
          </ActionBar>
        </div>
        <div className="dev-gallery__frame">
          <p>A scan step: Next waits for the scan and says so.</p>
          <ActionBar className="dev-gallery__static">
            <Button fullWidth disabled>
              Next
            </Button>
            <ul className="ui-disabled-reasons__list">
              <li>Scan the Amber Tube.</li>
            </ul>
          </ActionBar>
        </div>
      </Section>

      <Section id="sheet" title="Sheet (phone menu)">
        <Button variant="secondary" onClick={() => setSheetOpen(true)}>
          <Icon icon={icons.MenuIcon} />
          Open the sheet
        </Button>
        <Sheet open={sheetOpen} onClose={() => setSheetOpen(false)} title="Menu">
          <ul className="ui-menu-list">
            <li>
              <a href="#sheet" aria-current="page">
                <Icon icon={icons.HomeIcon} />
                Home
              </a>
            </li>
            <li>
              <a href="#sheet">
                <Icon icon={icons.WalletIcon} />
                Wallet
              </a>
            </li>
            <li>
              <a href="#sheet">
                <Icon icon={icons.ProfileIcon} />
                Profile
              </a>
            </li>
            <li>
              <a href="#sheet">
                <Icon icon={icons.HelpIcon} />
                Help
              </a>
            </li>
          </ul>
          <ul className="ui-menu-list ui-menu-list--end">
            <li>
              <button type="button" onClick={() => setSheetOpen(false)}>
                <Icon icon={icons.SignOutIcon} />
                Sign out
              </button>
            </li>
          </ul>
        </Sheet>
      </Section>

      <Section id="done-screen" title="Done screen">
        <DoneScreen
          title="Itinerary complete"
          message="Every stop is finished. Thank you!"
          stats={[
            { icon: icons.StopIcon, label: 'Stops', value: '3 of 3' },
            { icon: icons.ProcedureIcon, label: 'Procedures', value: '3' },
            { icon: icons.SampleIcon, label: 'Samples', value: '6', detail: '1 failed' },
          ]}
          earnings="$95.00"
          earningsNote="Added to your wallet."
          actions={<LinkButton to="#done-screen">Back to your schedule</LinkButton>}
        />
      </Section>

      <Section id="form-fields" title="Form fields">
        <SelectField
          label="Status"
          defaultValue=""
          options={[
            { value: '', label: 'Any status' },
            { value: 'ordered', label: 'Ordered' },
          ]}
        />
        <TextAreaField label="Notes for the nurse" hint="Door codes, parking, what the patient needs to know." />
      </Section>

      <Section id="chip-combobox" title="Chip combobox (search, pick several)">
        <GalleryCombobox />
      </Section>

      <Section id="data-table" title="Data table and pagination">
        <DataTable
          caption="Orders"
          columns={[
            { key: 'patient', header: 'Patient', sort: 'patient', render: (r: GalleryRow) => r.patient },
            { key: 'tests', header: 'Tests', render: (r: GalleryRow) => r.tests },
            {
              key: 'status',
              header: 'Status',
              render: (r: GalleryRow) => <StatusChip tone={r.tone}>{r.status}</StatusChip>,
            },
          ]}
          rows={galleryRows}
          rowKey={(r) => r.patient}
          sort={{ key: 'patient', direction: 'asc' }}
          onSort={() => undefined}
        />
        <Pagination page={1} pageSize={2} total={12} noun="orders" onPage={() => undefined} />
      </Section>

      <Section id="timeline" title="Timeline">
        <Timeline
          label="Where the specimen has been"
          items={[
            { id: 1, title: 'Ordered', dateTime: '2026-11-20T14:00:00Z', time: 'Nov 20, 9:00 AM' },
            {
              id: 2,
              title: 'Tube collected and scanned',
              dateTime: '2026-11-21T13:10:00Z',
              time: 'Nov 21, 8:10 AM',
              tone: 'info',
              details: ['Nora Nightingale, Nurse', 'Gold Top SST Tube · 000123', '12 Court St, Brooklyn'],
            },
            {
              id: 3,
              title: 'Dropped off at the lab',
              dateTime: '2026-11-21T16:30:00Z',
              time: 'Nov 21, 11:30 AM',
              tone: 'success',
              details: ['Riverside Lab Drop-off, 55 Front St, Brooklyn'],
            },
          ]}
        />
      </Section>

      <Section id="stability-clock" title="Stability clock">
        <StabilityClock
          now={Date.parse('2026-11-21T14:50:00Z')}
          specimen={{
            sampleID: 'gallery-sst',
            tube: 'Gold Top SST Tube',
            serial: '000123',
            timeZone: 'America/New_York',
            collectedAt: '2026-11-21T13:10:00Z',
            spunAt: null,
            atLabAt: null,
            rule: {
              centrifuge: true,
              clotMinutes: 30,
              stabilityHours: 72,
              temperature: 'refrigerated',
              lightSensitive: false,
            },
          }}
        />
      </Section>

      <Section id="confirm-panel" title="Confirm panel">
        <ConfirmPanel
          title="Decline: Abel Approval?"
          confirmLabel="Yes, decline"
          variant="danger"
          onConfirm={() => undefined}
          onCancel={() => undefined}
        >
          <p>They will be emailed and see the rejection page.</p>
        </ConfirmPanel>
      </Section>
    </Page>
  );
}
