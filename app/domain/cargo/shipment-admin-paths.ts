import type { OfficeId } from "~/domain/offices";
import type { ShipmentMode } from "./shipment-paper";
import type { ShipmentStatus } from "./shipment-statuses";

/** The cargo desk's admin addresses (issue #26), shared by the screens and their request handling. */

export const SHIPMENTS_PATH = "/admin/shipments";

/** What the shipments list shows: each condition is a query parameter of its address. */
export type ShipmentFilter = {
  status?: ShipmentStatus;
  fromOffice?: OfficeId;
  toOffice?: OfficeId;
  mode?: ShipmentMode;
  /** Drop-off dates from and to, inclusive (YYYY-MM-DD). */
  dropOffFrom?: string;
  dropOffTo?: string;
  /** A tracking number, a sender's or receiver's name or phone, or a part of one. */
  search?: string;
};

/** The list's address for a filter and page (or the CSV's, by `path`): the same names the filter form posts. */
export function shipmentsHref(filter: ShipmentFilter, page = 1, path = SHIPMENTS_PATH): string {
  const query = new URLSearchParams();
  if (filter.status) query.set("status", filter.status);
  if (filter.fromOffice) query.set("fromOffice", filter.fromOffice);
  if (filter.toOffice) query.set("toOffice", filter.toOffice);
  if (filter.mode) query.set("mode", filter.mode);
  if (filter.dropOffFrom) query.set("from", filter.dropOffFrom);
  if (filter.dropOffTo) query.set("to", filter.dropOffTo);
  if (filter.search) query.set("q", filter.search);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

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
