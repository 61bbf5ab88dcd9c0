/**
 * The partnership programs and contact topics a visitor can bring to the contact page, named once:
 * the schemas (build time) and the contact page (browser) both read these.
 */
export const programKeys = ["travel-agent", "corporate", "joint-promotion"] as const;
export type ProgramKey = (typeof programKeys)[number];

export const topicKeys = ["custom-tour", "partnership"] as const;
export type TopicKey = (typeof topicKeys)[number];
