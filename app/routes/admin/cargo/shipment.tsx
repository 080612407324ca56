import { Pencil, Printer, Tag } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { AdminFacts, AdminSection } from "~/components/admin/catalogue-detail";
import { EventFields } from "~/components/admin/cargo/event-fields";
import { SaveProblemAlert } from "~/components/admin/problem-alert";
import { WhatsAppLink } from "~/components/admin/whatsapp-link";
import { AccountMoney } from "~/components/admin/money/account-money";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { SHIPMENT_ADMIN_TEXTS as TEXTS } from "~/content/cargo-admin";
import { SHIPMENT_BATCH_TEXTS as BATCH_TEXTS } from "~/content/cargo-batches";
import { SHIPMENT_CHARGE_TEXTS as CHARGE_TEXTS } from "~/content/cargo-register";
import { enquiryHref } from "~/domain/enquiries";
import { shipmentEditHref, shipmentLabelsHref, shipmentWaybillHref, SHIPMENTS_PATH } from "~/domain/cargo/shipment-admin-paths";
import { readForm } from "~/server/platform/posted-form.server";
import { handleShipmentPost, loadShipmentScreen } from "./cargo-screens.server";
import { handleChargePost, isChargeIntent, removingChargeIndex } from "./shipment-charges.server";
import { AddCharge, RemoveChargeButton, RemoveChargeConfirm, type ChargeOutcomeData } from "~/components/admin/cargo/shipment-charges";
import type { Route } from "./+types/shipment";

/** A shipment's screen (issue #26): everything about it, its charges and timeline, and "Record a status". */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const screen = await loadShipmentScreen(params.id, context);
  // Without JavaScript too, removing a charge asks first: the address names the line.
  const index = removingChargeIndex(request);
  const removing = index !== null && screen.charges[index]?.removable ? { index, ...screen.charges[index] } : null;
  return { ...screen, removing };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const intent = (await readForm(request.clone())).get("intent");
  if (isChargeIntent(intent)) return handleChargePost(request, params.id, context);
  return handleShipmentPost(request, params.id, context);
}

type ScreenData = Route.ComponentProps["loaderData"];
type RecordOutcomeData = Exclude<Route.ComponentProps["actionData"], ChargeOutcomeData>;

export default function ShipmentScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { shipment } = loaderData;
  const chargeOutcome = actionData && "form" in actionData ? (actionData as ChargeOutcomeData) : undefined;
  const recordOutcome = chargeOutcome ? undefined : (actionData as RecordOutcomeData);
  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={{ to: SHIPMENTS_PATH, label: TEXTS.backToList }}
        title={<span className="font-mono">{shipment.trackingNumber}</span>}
        subtitle={TEXTS.subtitle(shipment.route, shipment.mode, shipment.dropOff)}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={shipmentEditHref(shipment.id)}>
                <Pencil aria-hidden />
                {CHARGE_TEXTS.edit}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={shipmentLabelsHref(shipment.id)}>
                <Tag aria-hidden />
                {TEXTS.printLabels}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={shipmentWaybillHref(shipment.id)}>
                <Printer aria-hidden />
                {TEXTS.printWaybill}
              </Link>
            </Button>
          </>
        }
      />
      {actionData?.problem ? (
        <SaveProblemAlert problem={actionData.problem} conflict={actionData.conflict} reloadLabel={TEXTS.reload} />
      ) : null}
      {loaderData.removing ? (
        <RemoveChargeConfirm shipmentId={shipment.id} version={shipment.version} charge={loaderData.removing} />
      ) : null}
      <div className="grid grid-cols-1 gap-6 *:min-w-0 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Pieces data={loaderData} />
          <Charges data={loaderData} outcome={chargeOutcome} />
          {/* The ledger's table needs the wide column: in the side one it scrolled sideways. */}
          {loaderData.money ? <AccountMoney panel={loaderData.money} /> : null}
          <Timeline data={loaderData} />
        </div>
        <aside className="space-y-6" aria-label={shipment.trackingNumber}>
          <AdminSection title={TEXTS.status}>
            <p className="text-lg font-semibold text-ink" data-testid="shipment-status">
              {shipment.statusLabel}
            </p>
          </AdminSection>
          <RecordStatus data={loaderData} outcome={recordOutcome} />
          <AdminSection title={TEXTS.shipment}>
            <AdminFacts
              facts={[
                [TEXTS.route, shipment.route],
                [TEXTS.mode, shipment.mode],
                [TEXTS.dropOff, shipment.dropOff],
                [TEXTS.contents, <span className="whitespace-pre-line">{shipment.contents}</span>],
                [TEXTS.declaredValue, shipment.declaredValue ?? TEXTS.noDeclaredValue],
                [TEXTS.payer, shipment.payer],
                [TEXTS.language, shipment.language],
                [
                  BATCH_TEXTS.batch,
                  loaderData.batch ? (
                    <Link to={loaderData.batch.href} className="text-brand-700 hover:underline" data-testid="shipment-batch">
                      {loaderData.batch.label}
                    </Link>
                  ) : (
                    BATCH_TEXTS.noBatch
                  ),
                ],
                ...(shipment.enquiryId
                  ? [
                      [
                        CHARGE_TEXTS.enquiry,
                        <Link to={enquiryHref(shipment.enquiryId)} className="text-brand-700 hover:underline">
                          {CHARGE_TEXTS.openEnquiry}
                        </Link>,
                      ] as [string, ReactNode],
                    ]
                  : []),
              ]}
            />
          </AdminSection>
          <Party title={TEXTS.sender} party={shipment.sender} chat={loaderData.whatsApp.sender} chatLabel={BATCH_TEXTS.whatsApp.sender} />
          <Party
            title={TEXTS.receiver}
            party={shipment.receiver}
            city={shipment.receiver.city}
            chat={loaderData.whatsApp.receiver}
            chatLabel={BATCH_TEXTS.whatsApp.receiver}
          />
          <AdminSection title={TEXTS.internalNote}>
            {shipment.internalNote ? (
              <p className="whitespace-pre-line text-ink">{shipment.internalNote}</p>
            ) : (
              <p className="text-muted">{TEXTS.noInternalNote}</p>
            )}
          </AdminSection>
        </aside>
      </div>
    </div>
  );
}

function Party({
  title,
  party,
  city,
  chat,
  chatLabel,
}: {
  title: string;
  party: { name: string; phone: string; email: string | null };
  city?: string;
  chat: ScreenData["whatsApp"]["sender"];
  chatLabel: string;
}) {
  const facts: [string, ReactNode][] = [
    [TEXTS.name, <span dir="auto">{party.name}</span>],
    [
      TEXTS.phone,
      <a href={`tel:${party.phone.replace(/[^+\d]/g, "")}`} dir="ltr" className="text-brand-700 hover:underline">
        {party.phone}
      </a>,
    ],
    [TEXTS.email, party.email ?? TEXTS.none],
  ];
  if (city !== undefined) facts.push([TEXTS.city, <span dir="auto">{city || TEXTS.none}</span>]);
  return (
    <AdminSection title={title}>
      <AdminFacts facts={facts} />
      <div className="mt-3 border-t border-gray-100 pt-3">
        {chat.href ? (
          <WhatsAppLink href={chat.href} name={party.name} label={chatLabel} />
        ) : (
          <p className="text-sm text-muted">{chat.hint}</p>
        )}
      </div>
    </AdminSection>
  );
}

function Pieces({ data }: { data: ScreenData }) {
  const columns = TEXTS.pieceColumns;
  return (
    <AdminSection title={TEXTS.pieces}>
      <Table>
        <TableCaption className="sr-only">{TEXTS.piecesCaption}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{columns.number}</TableHead>
            <TableHead>{columns.kind}</TableHead>
            <TableHead className="text-end">{columns.weight}</TableHead>
            <TableHead>{columns.dimensions}</TableHead>
            <TableHead className="text-end">{columns.chargeable}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.pieces.map((piece) => (
            <TableRow key={piece.number}>
              <TableCell className="tabular-nums">{piece.number}</TableCell>
              <TableCell>{piece.kind}</TableCell>
              <TableCell className="text-end whitespace-nowrap tabular-nums">{piece.weight}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{piece.dimensions}</TableCell>
              <TableCell className="text-end whitespace-nowrap tabular-nums" data-testid="piece-chargeable">
                {piece.chargeable}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={2} className="font-semibold">
              {TEXTS.piecesTotal}
            </TableCell>
            <TableCell className="text-end font-semibold whitespace-nowrap tabular-nums">{data.totalWeight}</TableCell>
            <TableCell colSpan={2} />
          </TableRow>
        </TableBody>
      </Table>
    </AdminSection>
  );
}

function Charges({ data, outcome }: { data: ScreenData; outcome: ChargeOutcomeData | undefined }) {
  return (
    <AdminSection title={TEXTS.charges}>
      {data.charges.length === 0 ? (
        <p className="text-muted">{TEXTS.noCharges}</p>
      ) : (
        <Table>
          <TableCaption className="sr-only">{TEXTS.chargesCaption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{TEXTS.chargeColumns.line}</TableHead>
              <TableHead className="text-end">{TEXTS.chargeColumns.amount}</TableHead>
              <TableHead>
                <span className="sr-only">{CHARGE_TEXTS.remove}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.charges.map((charge, index) => (
              <TableRow key={index} data-charge={charge.kind}>
                <TableCell>{charge.label}</TableCell>
                <TableCell className="text-end whitespace-nowrap tabular-nums">{charge.amount}</TableCell>
                <TableCell className="text-end">
                  {charge.removable ? <RemoveChargeButton index={index} label={charge.label} /> : null}
                </TableCell>
              </TableRow>
            ))}
            {data.totals.map((total) => (
              <TableRow key={total.currency}>
                <TableCell className="text-end font-semibold">{TEXTS.chargesTotal(total.currency)}</TableCell>
                <TableCell className="text-end font-semibold whitespace-nowrap tabular-nums" data-testid="shipment-total">
                  {total.total}
                </TableCell>
                <TableCell />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <AddCharge version={data.shipment.version} currency={data.shipment.chargeCurrency} outcome={outcome} />
    </AdminSection>
  );
}

function Timeline({ data }: { data: ScreenData }) {
  const columns = TEXTS.timelineColumns;
  return (
    <AdminSection title={TEXTS.timeline}>
      <Table>
        <TableCaption className="sr-only">{TEXTS.timelineCaption}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{columns.status}</TableHead>
            <TableHead>{columns.place}</TableHead>
            <TableHead>{columns.time}</TableHead>
            <TableHead>{columns.publicNote}</TableHead>
            <TableHead>{columns.internalNote}</TableHead>
            <TableHead>{columns.by}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.timeline.map((event) => (
            <TableRow key={event.id} data-event={event.status}>
              <TableCell className="font-medium">{event.statusLabel}</TableCell>
              <TableCell>{event.place}</TableCell>
              <TableCell className="whitespace-nowrap">{event.time}</TableCell>
              <TableCell className="whitespace-pre-line">{event.publicNote}</TableCell>
              <TableCell className="whitespace-pre-line">{event.internalNote}</TableCell>
              <TableCell>{event.recordedBy ?? TEXTS.system}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </AdminSection>
  );
}

/** The next status, posted with the version shown; a refused post keeps what was typed. */
function RecordStatus({ data, outcome }: { data: ScreenData; outcome: RecordOutcomeData | undefined }) {
  const { shipment, nextStatuses, suggestedStatus } = data;
  const text = TEXTS.record;
  if (shipment.final || nextStatuses.length === 0) {
    return (
      <AdminSection title={text.title}>
        <p className="text-sm text-muted">{text.finalHint(shipment.statusLabel)}</p>
      </AdminSection>
    );
  }
  const values = outcome?.values;
  const errors = outcome?.fieldErrors ?? {};
  return (
    <AdminSection title={text.title}>
      <Form method="post" className="space-y-4" aria-label={text.title}>
        <input type="hidden" name="intent" value="record-event" />
        <input type="hidden" name="version" value={shipment.version} />
        <EventFields
          texts={text}
          statuses={nextStatuses}
          defaultStatus={suggestedStatus ?? nextStatuses[0]!.status}
          values={values}
          errors={errors}
        />
        <Button type="submit">{text.submit}</Button>
      </Form>
    </AdminSection>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? loaderData.shipment.trackingNumber : TEXTS.notFound);
