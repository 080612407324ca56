import { adminMeta } from "~/components/admin/admin-page-header";
import { PaperToolbar } from "~/components/admin/cargo/paper-toolbar";
import { Waybill } from "~/components/admin/cargo/waybill";
import { SHIPMENT_ADMIN_TEXTS } from "~/content/cargo-admin";
import { CARGO_PAPER_WORDS } from "~/content/cargo-paper";
import { shipmentHref } from "~/domain/cargo/shipment-admin-paths";
import { loadShipmentPaper } from "./cargo-screens.server";
import type { Route } from "./+types/shipment-waybill";

/** A shipment's waybill (issue #26): one A4 page in the shipment's language, printed by the browser without the admin's frame. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadShipmentPaper(params.id, context);
}

export default function ShipmentWaybillScreen({ loaderData }: Route.ComponentProps) {
  const { id, paper, barcodes, locale } = loaderData;
  return (
    <div>
      <PaperToolbar backTo={shipmentHref(id)} />
      <Waybill paper={paper} barcodes={barcodes} locale={locale} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(
    loaderData
      ? CARGO_PAPER_WORDS[loaderData.locale].waybill.documentTitle(loaderData.paper.trackingNumber)
      : SHIPMENT_ADMIN_TEXTS.waybillTitle,
  );
