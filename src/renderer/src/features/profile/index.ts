/* The signed-in user's profile: its page, its query and the flags derived from it. */
export { canAddCompany, canUseLoans, profileFlags, type ProfileFlags } from './profile-flags.ts';
export { profileKeys, profileQuery, useProfile, useProfileFlags } from './queries.ts';
export { saveProfileFields } from './mutations.ts';
export { RequiresProfile } from './RequiresProfile.tsx';
