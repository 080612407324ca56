import type { Money } from "../money";
import type { OfficeId } from "../offices";
import type { PieceKind, RateCard } from "./cargo-pricing";

/*
 * What the cargo desk's paper shows (issue #26, decision 0055): the waybill (A4, signed at the
 * counter) and one label per piece (100 × 150 mm). A view, not a record: the route's loader
 * builds it from the shipment, its pieces and the offices' site content, and the components
 * print it without knowing where it came from. Codes only; the words come from
 * app/content/cargo-paper.ts in the shipment's language.
 */

export type ShipmentMode = RateCard["mode"];
/** Who pays: the sender at drop-off or the receiver at pickup. */
export type ShipmentPayer = "sender" | "receiver";

/** An office as the paper names it: its name in the shipment's language and its phone (site content). */
export type PaperOffice = { readonly id: OfficeId; readonly name: string; readonly phone: string };

export type PaperParty = {
  readonly name: string;
  readonly phone: string;
  /** The receiver's city; the sender's is their office's, so null there unless staff wrote one. */
  readonly city: string | null;
};

/** A piece as weighed and measured at the counter: grams and whole centimetres. */
export type PaperPiece = {
  readonly kind: PieceKind;
  readonly grams: number;
  readonly lengthCm: number;
  readonly widthCm: number;
  readonly heightCm: number;
};

export type ShipmentPaper = {
  /** Canonical, as printed: `CW-7K4M-9Q2X`. */
  readonly trackingNumber: string;
  readonly from: PaperOffice;
  readonly to: PaperOffice;
  readonly mode: ShipmentMode;
  /** The day of drop-off, `YYYY-MM-DD`, in the sending office's calendar. */
  readonly dropOffDate: string;
  readonly sender: PaperParty;
  readonly receiver: PaperParty;
  /** In their order; a piece's number on its label is its place here, from 1. */
  readonly pieces: readonly PaperPiece[];
  readonly contents: string;
  /** Null when the sender declared none. */
  readonly declaredValue: Money | null;
  readonly payer: ShipmentPayer;
  /** The public tracking address in the shipment's language, as the QR code holds it. */
  readonly trackingUrl: string;
};

/**
 * The barcodes as SVG markup, made on the server (app/server/cargo/barcodes.server.ts) and
 * checked there to hold nothing but shapes, so the components may inline them.
 */
export type PaperBarcodes = { readonly code128: string; readonly qr: string };

/** One label: the piece, its number from 1 and how many pieces the shipment has. */
export type PieceLabel = { readonly piece: PaperPiece; readonly number: number; readonly count: number };

export function pieceLabels(paper: Pick<ShipmentPaper, "pieces">): PieceLabel[] {
  return paper.pieces.map((piece, index) => ({ piece, number: index + 1, count: paper.pieces.length }));
}

/** The shipment's actual weight, the sum of its pieces, in grams. */
export function totalGrams(paper: Pick<ShipmentPaper, "pieces">): number {
  return paper.pieces.reduce((sum, piece) => sum + piece.grams, 0);
}
