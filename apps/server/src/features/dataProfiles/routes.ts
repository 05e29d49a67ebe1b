import {
  DATA_PROFILE_PICKER_ACCESS,
  DATA_PROFILES_ACCESS,
  ZDataProfile,
  ZDataProfileList,
  ZDataProfileMergeRequest,
  ZDataProfileOptionChange,
  ZDataProfileOptionEntriesQuery,
  ZDataProfileOptionPage,
  ZDataProfileOptionParams,
  ZDataProfileOptionRequest,
  ZDataProfileSettingsRequest,
  ZEntriesPage,
  ZDataProfileParams,
  ZDataProfileReviewParams,
  ZSchoolDataProfiles,
  ZSchoolDataProfilesParams,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import { sendDownload } from '../../http/download.js';
import { addOption, approveNewOption, mergeNewOption, rejectNewOption, removeOption } from './change.js';
import { roomLabelsPdf } from './labels.js';
import { getOptionEntries, getOptionPage } from './option-page.js';
import { getDataProfile, listDataProfiles, schoolDataProfiles } from './read.js';
import { changeOption, updateSettings } from './settings.js';

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
          body: ZDataProfileOptionChange,
          response: profile,
        },
      },
      async (request) => {
        const { profileId, optionId } = request.params;
        return inTransaction(deps, 'online', (write) =>
          changeOption(write, actorOf(request), profileId, optionId, request.body),
        );
      },
    );

    /** The profile's friendly name, icon and statuses (manage data profiles). */
    app.put(
      '/api/data-profiles/:profileId/settings',
      {
        config: { access: MANAGE },
        schema: { tags, params: ZDataProfileParams, body: ZDataProfileSettingsRequest, response: profile },
      },
      async (request) =>
        inTransaction(deps, 'online', (write) =>
          updateSettings(write, actorOf(request), request.params.profileId, request.body),
        ),
    );

    /** An option's page: its trend over 12 months and its work orders. */
    app.get(
      '/api/data-profiles/:profileId/options/:optionId',
      {
        config: { access: VIEW },
        schema: { tags, params: ZDataProfileOptionParams, response: { 200: ZDataProfileOptionPage } },
      },
      async (request) =>
        getOptionPage(deps, actorOf(request), request.params.profileId, request.params.optionId),
    );

    /** A page of an option's entries, newest first. */
    app.get(
      '/api/data-profiles/:profileId/options/:optionId/entries',
      {
        config: { access: VIEW },
        schema: {
          tags,
          params: ZDataProfileOptionParams,
          querystring: ZDataProfileOptionEntriesQuery,
          response: { 200: ZEntriesPage },
        },
      },
      async (request) => {
        const { profileId, optionId } = request.params;
        return getOptionEntries(deps, actorOf(request), profileId, optionId, request.query.cursor);
      },
    );

    /** Room labels: a PDF sheet of QR codes, one per option (docs/decisions.md "Room labels"). */
    app.get(
      '/api/data-profiles/:profileId/labels.pdf',
      { config: { access: MANAGE }, schema: { tags, params: ZDataProfileParams } },
      async (request, reply) => {
        const { doc, schoolName } = await roomLabelsPdf(
          deps.db,
          actorOf(request),
          request.params.profileId,
          deps.config.publicUrl,
        );
        return sendDownload(reply, `${schoolName} - Room labels.pdf`, doc);
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
