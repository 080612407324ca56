import type { TourDetailField, TourDetailProblem } from "~/domain/tour-details-forms";

/** The tour form's and destination form's new fields (issue #12): labels, hints and messages. The admin stays English. */

export const TOUR_DETAIL_FIELDS = {
  tripCode: { label: "Trip code", hint: "Optional. Letters, digits and - . / only, e.g. BALI-07." },
  summary: { label: "Summary", hint: "Optional. One or two sentences shown at the top of the tour page." },
  highlights: { label: "Highlights", hint: "One per line." },
  notIncluded: { label: "Not included", hint: "Separate items with commas, e.g. International flights, Visa fees." },
  difficulty: { label: "Difficulty", placeholder: "Not set" },
  minimumAge: { label: "Minimum age", hint: "Optional, in years." },
  childPrice: { label: "Child price ($)", hint: "Optional." },
  singleSupplement: { label: "Single supplement ($)", hint: "Optional." },
  salePrice: { label: "Sale price for adults ($)", hint: "Optional. Shown instead of the price, the old one struck through." },
  saleEndsOn: { label: "Sale ends on", hint: "The last day of the sale (required with a sale price)." },
  meetingPoint: { label: "Meeting point" },
  meetingLatitude: { label: "Meeting point latitude", hint: "Optional, e.g. -8.7467" },
  meetingLongitude: { label: "Meeting point longitude", hint: "Optional, e.g. 115.1668" },
  endPoint: { label: "End point" },
  endLatitude: { label: "End point latitude", hint: "Optional." },
  endLongitude: { label: "End point longitude", hint: "Optional." },
  day: {
    title: { label: "Title" },
    description: { label: "Description" },
    overnight: { label: "Overnight", hint: "Where the night is spent (optional)." },
    meals: "Meals included",
  },
  faq: { question: { label: "Question" }, answer: { label: "Answer" } },
} as const;

export const TOUR_DETAIL_TEXTS = {
  itineraryHeading: "Itinerary",
  itineraryEmpty: "No days yet.",
  dayHeading: (day: number) => `Day ${day}`,
  addDay: "Add a day",
  faqsHeading: "FAQs",
  faqsEmpty: "No questions yet.",
  faqHeading: (position: number) => `Question ${position}`,
  addFaq: "Add a question",
  remove: (what: string) => `Remove ${what}`,
  moveUp: (what: string) => `Move ${what} up`,
  moveDown: (what: string) => `Move ${what} down`,
  meals: { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner" },
  difficulty: ["Easy", "Moderate", "Challenging", "Demanding", "Strenuous"],
  pricesHeading: "Prices by traveller type",
  placesHeading: "Meeting and end points",
  detailsHeading: "Tour details",
  inLanguage: (language: string) => `In ${language}`,
} as const;

export const TRAVEL_INFO_FIELDS_TEXT = {
  bestTimeToVisit: { label: "Best time to visit" },
  visa: { label: "Visa" },
  health: { label: "Health" },
  currencyInfo: { label: "Currency" },
  languageInfo: { label: "Language" },
  timeZone: { label: "Time zone", hint: "e.g. UTC+8 (WITA)" },
} as const;

export const TOUR_DETAIL_MESSAGES = {
  tripCode: "Trip code: up to 40 letters, digits, spaces and - . / only",
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  tooShort: (field: string, min: number) => `${field} must be at least ${min} characters`,
  required: (field: string) => `${field} is required`,
  tooMany: (what: string, max: number) => `At most ${max} ${what}`,
  difficulty: "Choose a difficulty from 1 (Easy) to 5 (Strenuous)",
  minimumAge: "Minimum age must be a whole number from 0 to 99",
  price: (field: string) => `${field} must be a number from 1 to 1000000`,
  saleBelowPrice: "The sale price must be lower than the price",
  saleNeedsDate: "Give the sale's last day",
  dateNeedsSale: "Give a sale price, or leave the end date empty",
  dateInvalid: "Enter a date as YYYY-MM-DD",
  latitude: "Latitude must be a number from -90 to 90",
  longitude: "Longitude must be a number from -180 to 180",
  bothCoordinates: "Give both latitude and longitude, or neither",
  coordinatesNeedPlace: "Name the place as well as its coordinates",
  oneLine: (field: string) => `${field} must be a single line`,
  controlCharacters: (field: string) => `${field} must not contain control characters`,
} as const;

/** The name a message gives each field: its label on the form, or the row's part ("Day title"). */
const FIELD_NAMES: Record<TourDetailField, string> = {
  summary: TOUR_DETAIL_FIELDS.summary.label,
  highlights: TOUR_DETAIL_FIELDS.highlights.label,
  notIncluded: TOUR_DETAIL_FIELDS.notIncluded.label,
  meetingPoint: TOUR_DETAIL_FIELDS.meetingPoint.label,
  endPoint: TOUR_DETAIL_FIELDS.endPoint.label,
  childPrice: TOUR_DETAIL_FIELDS.childPrice.label,
  singleSupplement: TOUR_DETAIL_FIELDS.singleSupplement.label,
  salePrice: TOUR_DETAIL_FIELDS.salePrice.label,
  dayTitle: "Day title",
  dayDescription: "Day description",
  overnight: TOUR_DETAIL_FIELDS.day.overnight.label,
  question: TOUR_DETAIL_FIELDS.faq.question.label,
  answer: TOUR_DETAIL_FIELDS.faq.answer.label,
  bestTimeToVisit: TRAVEL_INFO_FIELDS_TEXT.bestTimeToVisit.label,
  visa: TRAVEL_INFO_FIELDS_TEXT.visa.label,
  health: TRAVEL_INFO_FIELDS_TEXT.health.label,
  currencyInfo: TRAVEL_INFO_FIELDS_TEXT.currencyInfo.label,
  languageInfo: TRAVEL_INFO_FIELDS_TEXT.languageInfo.label,
  timeZone: TRAVEL_INFO_FIELDS_TEXT.timeZone.label,
};

/** The words for a tour detail's or travel information's problem (decision 0053). */
export function tourDetailMessageFor(problem: TourDetailProblem): string {
  switch (problem.code) {
    case "oneLine":
    case "controlCharacters":
    case "required":
    case "price":
      return TOUR_DETAIL_MESSAGES[problem.code](FIELD_NAMES[problem.field]);
    case "tooLong":
      return TOUR_DETAIL_MESSAGES.tooLong(FIELD_NAMES[problem.field], problem.max);
    case "tooShort":
      return TOUR_DETAIL_MESSAGES.tooShort(FIELD_NAMES[problem.field], problem.min);
    case "tooMany":
      return TOUR_DETAIL_MESSAGES.tooMany(problem.rows, problem.max);
    default:
      return TOUR_DETAIL_MESSAGES[problem.code];
  }
}
