/** The cargo desk's admin addresses (issue #26), shared by the screens and their request handling. */

export const SHIPMENTS_PATH = "/admin/shipments";

export function shipmentHref(id: string): string {
  return `${SHIPMENTS_PATH}/${encodeURIComponent(id)}`;
}

export function shipmentLabelsHref(id: string): string {
  return `${shipmentHref(id)}/labels`;
}

export function shipmentWaybillHref(id: string): string {
  return `${shipmentHref(id)}/waybill`;
}

export const BATCHES_PATH = "/admin/batches";
export const NEW_BATCH_PATH = `${BATCHES_PATH}/new`;

export function batchHref(id: string): string {
  return `${BATCHES_PATH}/${encodeURIComponent(id)}`;
}

export function batchEditHref(id: string): string {
  return `${batchHref(id)}/edit`;
}

export const NEW_SHIPMENT_PATH = `${SHIPMENTS_PATH}/new`;

/** The new-shipment form prefilled from a cargo enquiry. */
export function newShipmentFromEnquiryHref(enquiryId: string): string {
  return `${NEW_SHIPMENT_PATH}?enquiry=${encodeURIComponent(enquiryId)}`;
}

export function shipmentEditHref(id: string): string {
  return `${shipmentHref(id)}/edit`;
}

/** The shipments list as a CSV download (the same filter query as the list). */
export const SHIPMENTS_CSV_PATH = "/admin/shipments.csv";
