import { isRouteErrorResponse } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { ShipmentForm } from "~/components/admin/cargo/shipment-form";
import { SHIPMENT_FORM_TEXTS as TEXTS } from "~/content/cargo-register";
import { SHIPMENTS_PATH } from "~/domain/cargo/shipment-admin-paths";
import { handleShipmentFormPost, loadShipmentForm } from "./shipment-form.server";
import type { Route } from "./+types/shipment-form";

/**
 * A new shipment (/admin/shipments/new, from a cargo enquiry with ?enquiry=) or a shipment's
 * details edited (/admin/shipments/:id/edit), issue #26. Editors and admins both handle shipments.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadShipmentForm(request, params.id, context);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleShipmentFormPost(request, params.id, context);
}

export default function ShipmentFormScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { shipment, enquiry, back } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={back}
        title={shipment ? TEXTS.editTitle(shipment.trackingNumber) : TEXTS.newTitle}
        subtitle={shipment ? TEXTS.editSubtitle : enquiry ? TEXTS.fromEnquiry(enquiry.name) : TEXTS.newSubtitle}
      />
      <ShipmentForm
        values={loaderData.values}
        offices={loaderData.offices}
        outcome={actionData}
        submitLabel={shipment ? TEXTS.saveChanges : TEXTS.save}
        version={shipment?.version}
        fixed={loaderData.fixed}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return <AdminPageHeader back={{ to: SHIPMENTS_PATH, label: TEXTS.backToList }} title={missing ? String(error.data) : TEXTS.saveError} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.shipment ? TEXTS.editTitle(loaderData.shipment.trackingNumber) : TEXTS.newTitle);
