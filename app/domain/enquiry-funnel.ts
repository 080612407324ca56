import type { EnquiryKind } from "./enquiry-kinds";

/*
 * The Enquiries report's figures (issue #28; decision 0060): per kind of enquiry, the funnel
 * new → replied → quoted → won or lost, the median time to the first staff reply, the win
 * rate, why enquiries were lost and where they came from. Pure definitions; the figures are
 * counted in SQL (app/server/reports/enquiry-funnel.server.ts).
 */

/** The report's kinds: the contact form's messages are "general". */
export const FUNNEL_KINDS = ["tour", "air", "cargo", "visa", "general"] as const;
export type FunnelKind = (typeof FUNNEL_KINDS)[number];

export function funnelKindOf(kind: EnquiryKind | string): FunnelKind {
  return kind === "tour" || kind === "air" || kind === "cargo" || kind === "visa" ? kind : "general";
}

/**
 * Why a lost enquiry was lost, as its quotes tell it (the pipeline keeps no reason of its own):
 * its last sent quote was declined by the customer, withdrawn by staff, or left unanswered (sent,
 * never accepted or declined, perhaps expired); or it was never sent a quote. `other`: its last
 * quote was accepted, and staff marked it lost since.
 */
export const LOST_REASONS = ["quote-declined", "quote-withdrawn", "quote-unanswered", "not-quoted", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** Where an enquiry's visit came from: a campaign (utm_source), another site (its host), or neither. */
export const SOURCE_CHANNELS = ["campaign", "referrer", "direct"] as const;
export type SourceChannel = (typeof SOURCE_CHANNELS)[number];

export type FunnelSource = {
  channel: SourceChannel;
  /** The utm_source or the host; null for direct. */ name: string | null;
  count: number;
};

export type FunnelFigures = {
  /** Enquiries received in the period (spam left out): the funnel's "new". */
  received: number;
  /** Of those, answered by staff: a reply e-mail from the enquiry's screen, or a quote sent. */
  replied: number;
  /** Sent a quote (or set to Quoted by hand). */
  quoted: number;
  /** Won or Lost now. */
  won: number;
  lost: number;
  /** The median time from arrival to the first staff reply, in seconds (rounded); null when none was answered. */
  medianFirstReplySeconds: number | null;
  /** won / (won + lost), between 0 and 1; null when none is decided. */
  winRate: number | null;
  /** Most first. */
  lostReasons: { reason: LostReason; count: number }[];
  /** Most first. */
  sources: FunnelSource[];
};

export type EnquiryFunnel = {
  from: string;
  to: string;
  office: string | null;
  /** Each kind, in FUNNEL_KINDS order, with zeros when none came. */
  kinds: ({ kind: FunnelKind } & FunnelFigures)[];
  /** Every kind together. */
  all: FunnelFigures;
};

export function winRate(won: number, lost: number): number | null {
  return won + lost === 0 ? null : won / (won + lost);
}
