import { adminMeta } from "~/components/admin/admin-page-header";
import { PaperToolbar } from "~/components/admin/cargo/paper-toolbar";
import { ShipmentLabels } from "~/components/admin/cargo/shipment-label";
import { SHIPMENT_ADMIN_TEXTS } from "~/content/cargo-admin";
import { CARGO_PAPER_WORDS } from "~/content/cargo-paper";
import { shipmentHref } from "~/domain/cargo/shipment-admin-paths";
import { loadShipmentPaper } from "./cargo-screens.server";
import type { Route } from "./+types/shipment-labels";

/** A shipment's labels (issue #26): one 100 × 150 mm page per piece, printed by the browser without the admin's frame. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadShipmentPaper(params.id, context);
}

export default function ShipmentLabelsScreen({ loaderData }: Route.ComponentProps) {
  const { id, paper, barcodes, locale } = loaderData;
  return (
    <div>
      <PaperToolbar backTo={shipmentHref(id)} />
      <ShipmentLabels paper={paper} barcodes={barcodes} locale={locale} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(
    loaderData
      ? CARGO_PAPER_WORDS[loaderData.locale].label.documentTitle(loaderData.paper.trackingNumber)
      : SHIPMENT_ADMIN_TEXTS.labelsTitle,
  );
