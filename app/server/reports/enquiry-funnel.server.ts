import { sql, type RawBuilder } from "kysely";
import { addDays, AGENCY_TIME_ZONE } from "~/domain/departures";
import {
  FUNNEL_KINDS,
  LOST_REASONS,
  SOURCE_CHANNELS,
  winRate,
  type EnquiryFunnel,
  type FunnelFigures,
  type FunnelKind,
  type FunnelSource,
  type LostReason,
  type SourceChannel,
} from "~/domain/enquiry-funnel";
import { zonedDayStart } from "~/domain/money-desk";
import { getDb, getDialect } from "~/server/platform/db.server";

export type { EnquiryFunnel, FunnelFigures, FunnelKind, FunnelSource, LostReason, SourceChannel };

/*
 * The Enquiries report's figures (issue #28; decision 0060), counted in SQL over the enquiries
 * received in a period (enquiries.created_at, indexed, alone or with the office): per kind, the
 * funnel, the median time to the first staff reply (window functions, on both databases), the
 * win rate, the lost reasons and the sources. Spam is left out everywhere: it is not an enquiry.
 * Each enquiry's first reply and quotes are read through the indexes on enquiry_events
 * (enquiry_id, created_at) and quotes (enquiry_id, created_at).
 */

export type EnquiryFunnelFilter = {
  /** The first and last days of the period (YYYY-MM-DD, inclusive) on the agency's calendar. */
  from: string;
  to: string;
  /** An office's id, or null for every office. */
  office: string | null;
};

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The seconds from one stored instant (ISO text) to another, as each database reads them. */
function secondsBetween(earlier: RawBuilder<unknown>, later: RawBuilder<unknown>): RawBuilder<number> {
  return getDialect() === "postgres"
    ? sql<number>`extract(epoch from (cast(${later} as timestamptz) - cast(${earlier} as timestamptz)))`
    : sql<number>`((julianday(${later}) - julianday(${earlier})) * 86400.0)`;
}

/**
 * The enquiries received in the period, one row each: the report's kind, status, source, first
 * staff reply e-mail, first quote sent, and (for a lost one) the status of its last sent quote.
 */
function received(filter: EnquiryFunnelFilter): RawBuilder<unknown> {
  const start = zonedDayStart(filter.from, AGENCY_TIME_ZONE);
  const end = zonedDayStart(addDays(filter.to, 1), AGENCY_TIME_ZONE);
  const office = filter.office === null ? sql`` : sql`and e.office = ${filter.office}`;
  return sql`
    select
      case when e.kind in ('tour', 'air', 'cargo', 'visa') then e.kind else 'general' end as kind,
      e.status as status,
      e.created_at as created_at,
      e.utm_source as utm_source,
      e.source_referrer_host as referrer_host,
      (select min(ev.created_at) from enquiry_events ev
        where ev.enquiry_id = e.id and ev.type = 'email' and ev.actor_id is not null) as first_email_at,
      (select min(q.sent_at) from quotes q where q.enquiry_id = e.id) as first_quote_at,
      case when e.status = 'lost' then
        (select q.status from quotes q where q.enquiry_id = e.id and q.sent_at is not null
          order by q.sent_at desc, q.revision desc limit 1)
      end as last_quote_status
    from enquiries e
    where e.created_at >= ${start} and e.created_at < ${end} and e.status <> 'spam' ${office}`;
}

type CountRow = { kind: string; received: unknown; replied: unknown; quoted: unknown; won: unknown; lost: unknown };
type MedianRow = { kind: string; median: unknown };
type ReasonRow = { kind: string; reason: string; count: unknown };
type SourceRow = { kind: string; channel: string; name: string | null; count: unknown };

/** The funnel of the enquiries received from `from` to `to` (inclusive), per kind and for all. */
export async function enquiryFunnel(filter: EnquiryFunnelFilter): Promise<EnquiryFunnel> {
  if (!DAY.test(filter.from) || !DAY.test(filter.to) || filter.from > filter.to) {
    throw new RangeError(`Not a period: ${filter.from}..${filter.to}`);
  }
  const db = getDb();
  const base = received(filter);
  const firstReply = sql`case
      when first_email_at is null then first_quote_at
      when first_quote_at is null or first_email_at < first_quote_at then first_email_at
      else first_quote_at end`;
  const [counts, medians, reasons, sources] = await Promise.all([
    sql<CountRow>`
      with received as (${base})
      select kind,
        count(*) as received,
        sum(case when first_email_at is not null or first_quote_at is not null or status = 'quoted' then 1 else 0 end) as replied,
        sum(case when first_quote_at is not null or status = 'quoted' then 1 else 0 end) as quoted,
        sum(case when status = 'won' then 1 else 0 end) as won,
        sum(case when status = 'lost' then 1 else 0 end) as lost
      from received group by kind`.execute(db),
    sql<MedianRow>`
      with received as (${base}),
      replies as (
        select kind, ${secondsBetween(sql.ref("created_at"), firstReply)} as seconds
        from received where first_email_at is not null or first_quote_at is not null
      ),
      everyone as (select kind, seconds from replies union all select 'all' as kind, seconds from replies),
      ranked as (
        select kind, seconds,
          row_number() over (partition by kind order by seconds) as place,
          count(*) over (partition by kind) as total
        from everyone
      )
      select kind, avg(seconds) as median from ranked
      where place = (total + 1) / 2 or place = (total + 2) / 2
      group by kind`.execute(db),
    sql<ReasonRow>`
      with received as (${base})
      select kind, reason, count(*) as count from (
        select kind,
          case
            when last_quote_status is null then 'not-quoted'
            when last_quote_status = 'declined' then 'quote-declined'
            when last_quote_status = 'withdrawn' then 'quote-withdrawn'
            when last_quote_status = 'accepted' then 'other'
            else 'quote-unanswered'
          end as reason
        from received where status = 'lost'
      ) lost group by kind, reason`.execute(db),
    sql<SourceRow>`
      with received as (${base})
      select kind, channel, name, count(*) as count from (
        select kind,
          case when utm_source is not null then 'campaign' when referrer_host is not null then 'referrer' else 'direct' end as channel,
          coalesce(utm_source, referrer_host) as name
        from received
      ) sourced group by kind, channel, name`.execute(db),
  ]);

  const figures = new Map<FunnelKind | "all", FunnelFigures>();
  const of = (kind: FunnelKind | "all") => {
    let entry = figures.get(kind);
    if (!entry) {
      entry = {
        received: 0,
        replied: 0,
        quoted: 0,
        won: 0,
        lost: 0,
        medianFirstReplySeconds: null,
        winRate: null,
        lostReasons: [],
        sources: [],
      };
      figures.set(kind, entry);
    }
    return entry;
  };
  for (const row of counts.rows) {
    for (const entry of [of(row.kind as FunnelKind), of("all")]) {
      entry.received += Number(row.received);
      entry.replied += Number(row.replied);
      entry.quoted += Number(row.quoted);
      entry.won += Number(row.won);
      entry.lost += Number(row.lost);
    }
  }
  for (const row of medians.rows) of(row.kind as FunnelKind | "all").medianFirstReplySeconds = Math.round(Number(row.median));
  for (const row of reasons.rows) {
    if (!(LOST_REASONS as readonly string[]).includes(row.reason)) continue;
    for (const entry of [of(row.kind as FunnelKind), of("all")])
      add(entry.lostReasons, { reason: row.reason as LostReason, count: Number(row.count) });
  }
  for (const row of sources.rows) {
    if (!(SOURCE_CHANNELS as readonly string[]).includes(row.channel)) continue;
    const source = { channel: row.channel as SourceChannel, name: row.name, count: Number(row.count) };
    for (const entry of [of(row.kind as FunnelKind), of("all")]) addSource(entry.sources, source);
  }
  const finished = (entry: FunnelFigures): FunnelFigures => ({
    ...entry,
    winRate: winRate(entry.won, entry.lost),
    lostReasons: entry.lostReasons.sort((a, b) => b.count - a.count || LOST_REASONS.indexOf(a.reason) - LOST_REASONS.indexOf(b.reason)),
    sources: entry.sources.sort(
      (a, b) =>
        b.count - a.count ||
        SOURCE_CHANNELS.indexOf(a.channel) - SOURCE_CHANNELS.indexOf(b.channel) ||
        (a.name ?? "").localeCompare(b.name ?? ""),
    ),
  });
  return {
    from: filter.from,
    to: filter.to,
    office: filter.office,
    kinds: FUNNEL_KINDS.map((kind) => ({ kind, ...finished(of(kind)) })),
    all: finished(of("all")),
  };
}

function add(reasons: { reason: LostReason; count: number }[], next: { reason: LostReason; count: number }): void {
  const found = reasons.find((entry) => entry.reason === next.reason);
  if (found) found.count += next.count;
  else reasons.push({ ...next });
}

function addSource(sources: FunnelSource[], next: FunnelSource): void {
  const found = sources.find((entry) => entry.channel === next.channel && entry.name === next.name);
  if (found) found.count += next.count;
  else sources.push({ ...next });
}
