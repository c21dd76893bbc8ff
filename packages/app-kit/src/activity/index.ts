export { activityRows, describeActivity, groupByBusiness } from './describe-activity.js';
export type { ActivityVoice } from './describe-activity.js';
