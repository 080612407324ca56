import type { Migration } from "kysely/migration";
import * as catalogue from "./0001-catalogue";
import * as contactMessages from "./0002-contact-messages";
import * as usersAndSessions from "./0003-users-and-sessions";
import * as sampleData from "./0004-sample-data";
import * as appMarkers from "./0005-app-markers";
import * as enquiries from "./0006-enquiries";
import * as listIndexes from "./0007-list-indexes";
import * as contentVersion from "./0008-content-version";
import * as tourTextSearch from "./0009-tour-text-search";
import * as auditLog from "./0010-audit-log";
import * as sessionLifetimesAndDevices from "./0011-session-lifetimes-and-devices";
import * as twoFactor from "./0012-two-factor";
import * as currencies from "./0013-currencies";
import * as catalogueTranslations from "./0014-catalogue-translations";
import * as messageLanguage from "./0015-message-language";
import * as siteContent from "./0016-site-content";
import * as publicationStatus from "./0017-publication-status";
import * as tourDetails from "./0018-tour-details";
import * as departures from "./0019-departures";
import * as photos from "./0020-photos";
import * as enquiryKinds from "./0021-enquiry-kinds";
import * as enquiryPipeline from "./0022-enquiry-pipeline";
import * as quotesAndBookings from "./0023-quotes-and-bookings";
import * as enquiryCurrency from "./0024-enquiry-currency";
import * as keptForms from "./0029-kept-forms";
import * as rateLimitHits from "./0030-rate-limit-hits";
import * as credentialGenerations from "./0031-credential-generations";
import * as cargo from "./0032-cargo";
import * as cargoSearch from "./0033-cargo-search";
import * as cargoList from "./0034-cargo-list";
import * as money from "./0035-money";
import * as paymentNotifications from "./0036-payment-notifications";
import * as cashUps from "./0037-cash-ups";
import * as bookingTerms from "./0038-booking-terms";
import * as jobs from "./0039-jobs";
import * as enquiryDatesAndSources from "./0040-enquiry-dates-and-sources";
import * as calendarFeeds from "./0041-calendar-feeds";
import * as reminders from "./0042-reminders";
import * as reportIndexes from "./0044-report-indexes";
import * as cargoReportSpeed from "./0046-cargo-report-speed";
import * as mailOutbox from "./0025-mail-outbox";
import * as offices from "./0026-offices";
import * as userVersions from "./0027-user-versions";
import * as destinationPlaceSearch from "./0028-destination-place-search";

/**
 * Listed by hand so the bundled server and the CLI scripts see the same migrations. Each one
 * imports `kysely` and nothing of the application: it is frozen history, run against whatever
 * schema the migrations before it left, never the one the current code expects.
 */
export const migrations: Record<string, Migration> = {
  "0001-catalogue": catalogue,
  "0002-contact-messages": contactMessages,
  "0003-users-and-sessions": usersAndSessions,
  "0004-sample-data": sampleData,
  "0005-app-markers": appMarkers,
  "0006-enquiries": enquiries,
  "0007-list-indexes": listIndexes,
  "0008-content-version": contentVersion,
  "0009-tour-text-search": tourTextSearch,
  "0010-audit-log": auditLog,
  "0011-session-lifetimes-and-devices": sessionLifetimesAndDevices,
  "0012-two-factor": twoFactor,
  "0013-currencies": currencies,
  "0014-catalogue-translations": catalogueTranslations,
  "0015-message-language": messageLanguage,
  "0016-site-content": siteContent,
  "0017-publication-status": publicationStatus,
  "0018-tour-details": tourDetails,
  "0019-departures": departures,
  "0020-photos": photos,
  "0021-enquiry-kinds": enquiryKinds,
  "0022-enquiry-pipeline": enquiryPipeline,
  "0023-quotes-and-bookings": quotesAndBookings,
  "0024-enquiry-currency": enquiryCurrency,
  "0025-mail-outbox": mailOutbox,
  "0026-offices": offices,
  "0027-user-versions": userVersions,
  "0028-destination-place-search": destinationPlaceSearch,
  "0029-kept-forms": keptForms,
  "0030-rate-limit-hits": rateLimitHits,
  "0031-credential-generations": credentialGenerations,
  "0032-cargo": cargo,
  "0033-cargo-search": cargoSearch,
  "0034-cargo-list": cargoList,
  "0035-money": money,
  "0036-payment-notifications": paymentNotifications,
  "0037-cash-ups": cashUps,
  "0038-booking-terms": bookingTerms,
  "0039-jobs": jobs,
  "0040-enquiry-dates-and-sources": enquiryDatesAndSources,
  "0041-calendar-feeds": calendarFeeds,
  "0042-reminders": reminders,
  "0044-report-indexes": reportIndexes,
  "0046-cargo-report-speed": cargoReportSpeed,
};
