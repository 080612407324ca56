/** How many activities a destination card lists before '+N more' (its texts are in app/messages, `cards`). */
export const CARD_ACTIVITY_LIMIT = 3;
