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

/** The shipments list as a CSV download (the same filter query as the list). */
export const SHIPMENTS_CSV_PATH = "/admin/shipments.csv";
