import {
  DATA_PROFILE_PICKER_ACCESS,
  DATA_PROFILES_ACCESS,
  ZDataProfile,
  ZDataProfileList,
  ZDataProfileMergeRequest,
  ZDataProfileOptionParams,
  ZDataProfileOptionRequest,
  ZDataProfileParams,
  ZDataProfileReviewParams,
  ZSchoolDataProfiles,
  ZSchoolDataProfilesParams,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import {
  addOption,
  approveNewOption,
  mergeNewOption,
  rejectNewOption,
  removeOption,
  renameOption,
} from './change.js';
import { getDataProfile, listDataProfiles, schoolDataProfiles } from './read.js';

const tags = ['dataProfiles'];
// Any-school checks; the services check the profile's school.
const VIEW = { permission: DATA_PROFILES_ACCESS } as const;
const MANAGE = { permission: 'manage data profiles' } as const;
const profile = { 200: ZDataProfile };

/** Data profiles (spec 000 §2, Experimental): a school's locations, their counts and the review of typed ones. */
export const dataProfileRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The location picker's profiles at a school (the entry and work order dialogs). */
    app.get(
      '/api/schools/:schoolId/data-profiles',
      {
        config: { access: { permission: DATA_PROFILE_PICKER_ACCESS } },
        schema: { tags, params: ZSchoolDataProfilesParams, response: { 200: ZSchoolDataProfiles } },
      },
      async (request) => schoolDataProfiles(deps.db, actorOf(request), request.params.schoolId),
    );

    app.get(
      '/api/data-profiles',
      { config: { access: VIEW }, schema: { tags, response: { 200: ZDataProfileList } } },
      async (request) => ({ profiles: await listDataProfiles(deps.db, actorOf(request)) }),
    );

    app.get(
      '/api/data-profiles/:profileId',
      { config: { access: VIEW }, schema: { tags, params: ZDataProfileParams, response: profile } },
      async (request) => getDataProfile(deps.db, actorOf(request), request.params.profileId),
    );

    app.post(
      '/api/data-profiles/:profileId/options',
      {
        config: { access: MANAGE },
        schema: { tags, params: ZDataProfileParams, body: ZDataProfileOptionRequest, response: profile },
      },
      async (request) =>
        inTransaction(deps, 'online', (write) =>
          addOption(write, actorOf(request), request.params.profileId, request.body.name),
        ),
    );

    app.patch(
      '/api/data-profiles/:profileId/options/:optionId',
      {
        config: { access: MANAGE },
        schema: {
          tags,
          params: ZDataProfileOptionParams,
          body: ZDataProfileOptionRequest,
          response: profile,
        },
      },
      async (request) => {
        const { profileId, optionId } = request.params;
        return inTransaction(deps, 'online', (write) =>
          renameOption(write, actorOf(request), profileId, optionId, request.body.name),
        );
      },
    );

    app.delete(
      '/api/data-profiles/:profileId/options/:optionId',
      { config: { access: MANAGE }, schema: { tags, params: ZDataProfileOptionParams, response: profile } },
      async (request) => {
        const { profileId, optionId } = request.params;
        return inTransaction(deps, 'online', (write) =>
          removeOption(write, actorOf(request), profileId, optionId),
        );
      },
    );

    app.post(
      '/api/data-profiles/:profileId/review/:reviewId/approve',
      { config: { access: MANAGE }, schema: { tags, params: ZDataProfileReviewParams, response: profile } },
      async (request) => {
        const { profileId, reviewId } = request.params;
        return inTransaction(deps, 'online', (write) =>
          approveNewOption(write, actorOf(request), profileId, reviewId),
        );
      },
    );

    app.post(
      '/api/data-profiles/:profileId/review/:reviewId/merge',
      {
        config: { access: MANAGE },
        schema: { tags, params: ZDataProfileReviewParams, body: ZDataProfileMergeRequest, response: profile },
      },
      async (request) => {
        const { profileId, reviewId } = request.params;
        return inTransaction(deps, 'online', (write) =>
          mergeNewOption(write, actorOf(request), profileId, reviewId, request.body.optionId),
        );
      },
    );

    app.post(
      '/api/data-profiles/:profileId/review/:reviewId/reject',
      { config: { access: MANAGE }, schema: { tags, params: ZDataProfileReviewParams, response: profile } },
      async (request) => {
        const { profileId, reviewId } = request.params;
        return inTransaction(deps, 'online', (write) =>
          rejectNewOption(write, actorOf(request), profileId, reviewId),
        );
      },
    );
  };
