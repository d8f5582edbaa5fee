/** The message bell leads to the user centre's messages tab (spec: /web/uc?to=msg). */
export const MESSAGES_PATH = '/web/uc?to=msg';
