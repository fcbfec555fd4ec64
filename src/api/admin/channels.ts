import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { createChannel, getChannel, listChannels, updateChannel, type Channel } from '../../domain/channels/channels.repo.ts';
import { resolvePathRef } from '../../domain/shared/refs.ts';
import { PageQuery, pageOf, sendPage } from '../../http/paging.ts';
import { Code, IdParam, Problem, Timestamp, UpdatedRange } from '../../wire/common.ts';
import { writeTransaction } from '../../http/write-transaction.ts';

const ChannelKind = Type.Enum(['storefront', 'marketplace', 'other'], {
  description: 'storefront (own shop), marketplace, or other',
});

const ChannelBody = Type.Object(
  {
    code: Code,
    name: Type.String({ minLength: 1, maxLength: 200 }),
    kind: ChannelKind,
  },
  { additionalProperties: false },
);

const ChannelPatch = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    kind: Type.Optional(ChannelKind),
  },
  { additionalProperties: false, description: 'The fields to change; the code is fixed' },
);

const ChannelOut = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});

const ChannelQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    code: Type.Optional(Type.String()),
    kind: Type.Optional(ChannelKind),
    ...UpdatedRange,
  }),
]);

function channelView(channel: Channel) {
  return {
    id: channel.id,
    code: channel.code,
    name: channel.name,
    kind: channel.kind,
    created_at: channel.created_at,
    updated_at: channel.updated_at,
  };
}

const tags = ['channels'];

/** Sales channels orders come from (docs/admin-api.md "Channels"). */
export async function channelRoutes(app: App, { db }: Deps): Promise<void> {
  app.post(
    '/channels',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Create a sales channel', body: ChannelBody, response: { 201: ChannelOut, 400: Problem, 409: Problem } },
    },
    async (request, reply) =>
      writeTransaction(
        db,
        reply,
        async (trx) => {
          const id = await createChannel(trx, request.body);
          return channelView(await getChannel(trx, id));
        },
        201,
      ),
  );

  app.get(
    '/channels',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'List sales channels', querystring: ChannelQuery, response: { 200: Type.Array(ChannelOut), 400: Problem } },
    },
    async (request, reply) => {
      const { code, kind, updated_at_min, updated_at_max } = request.query;
      const page = pageOf(request.query);
      const rows = await listChannels(db, { code, kind, updatedAtMin: updated_at_min, updatedAtMax: updated_at_max }, page);
      return sendPage(request, reply, page, rows).map(channelView);
    },
  );

  app.get(
    '/channels/:id',
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Get a sales channel by id or code', params: IdParam, response: { 200: ChannelOut, 404: Problem } },
    },
    async (request) => channelView(await getChannel(db, await resolvePathRef(db, 'channels', request.params.id))),
  );

  app.patch(
    '/channels/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: "Change a sales channel's name or kind",
        params: IdParam,
        body: ChannelPatch,
        response: { 200: ChannelOut, 400: Problem, 404: Problem },
      },
    },
    async (request, reply) =>
      writeTransaction(db, reply, async (trx) => {
        const id = await resolvePathRef(trx, 'channels', request.params.id);
        await updateChannel(trx, id, request.body);
        return channelView(await getChannel(trx, id));
      }),
  );
}
