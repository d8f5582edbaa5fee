import 'reflect-metadata';
// The CommonJS entry: the graphql instance type-graphql builds with.
import { graphql, type GraphQLSchema } from 'graphql/index.js';
import {
  Arg,
  Authorized,
  buildSchema,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  UseMiddleware,
} from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorNameOf } from '../audit.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { authChecker } from './access.ts';
import type { GqlContext } from './context.ts';
import { callRootResolversDirectly, readPlainFieldsDirectly } from './direct-resolvers.ts';

@InputType()
class DirectProbeInput {
  @Field(() => ID) id!: string;
  @Field(() => Int, { nullable: true }) size: number = 10;
}

@ObjectType()
class DirectProbeCard {
  @Field(() => String) title!: string;
  @Field(() => String, { name: 'label' }) caption!: string;
  @Authorized('probe:secret')
  @Field(() => String)
  secret!: string;
  @Field(() => Int) words!: number;
}

const seen: unknown[] = [];
const middlewareRuns: string[] = [];

@Resolver(() => DirectProbeCard)
class DirectProbeResolver {
  @Authorized()
  @Query(() => String)
  directProbeWho(@Ctx() ctx: GqlContext): string {
    return ctx.session?.userName ?? '-';
  }

  @Authorized('probe:write')
  @Mutation(() => Int)
  directProbeSave(
    @Arg('input', () => DirectProbeInput) input: DirectProbeInput,
    @Arg('note', () => String, { nullable: true }) note: string | null,
  ): number {
    seen.push(input, note);
    return input.size;
  }

  @Authorized()
  @Query(() => String)
  directProbeIds(
    @Arg('id', () => ID) id: string,
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('size', () => Int, { nullable: true }) size: number | null,
  ): string {
    return `${id}:${ids.join(',')}:${String(size)}`;
  }

  @Authorized()
  @Query(() => DirectProbeCard)
  directProbeCard(): DirectProbeCard {
    return { title: 'T', caption: 'C', secret: 'S', words: 0 };
  }

  @FieldResolver(() => Int)
  words(@Root() card: DirectProbeCard): number {
    return card.title.length + card.caption.length;
  }

  @UseMiddleware(({ info }, next) => {
    middlewareRuns.push(info.fieldName);
    return next();
  })
  @Query(() => String)
  directProbeWithMiddleware(): string {
    return 'through the middleware';
  }
}

const session = (permissions: string[]): SessionUser =>
  ({
    userId: 'u1',
    userName: 'probe',
    roleIds: [],
    roleType: 1,
    permissions: new Set(permissions),
  }) as unknown as SessionUser;

const contextFor = (s: SessionUser | null) =>
  ({ session: s, lang: 'en', requestId: 'r', ip: '127.0.0.1' }) as unknown as GqlContext;

describe('root resolvers called directly', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    const resolvers = [DirectProbeResolver] as const;
    schema = await buildSchema({ resolvers, authChecker, validate: false, authMode: 'error' });
    schema = readPlainFieldsDirectly(
      await callRootResolversDirectly(schema, { resolvers, authChecker }),
    );
  });

  it('answers without type-graphql’s promise chain, with its arguments and the class defaults', async () => {
    const who = schema.getQueryType()!.getFields().directProbeWho!;
    const direct = who.resolve!(undefined, {}, contextFor(session([])), {} as never);
    expect(direct).toBe('probe');

    seen.length = 0;
    const saved = await graphql({
      schema,
      source: 'mutation { directProbeSave(input: { id: "p1" }) }',
      contextValue: contextFor(session(['probe:write'])),
    });
    expect(saved).toEqual({ data: { directProbeSave: 10 } });
    expect(seen[0]).toBeInstanceOf(DirectProbeInput);
    expect(seen[0]).toEqual(Object.assign(new DirectProbeInput(), { id: 'p1', size: 10 }));
    expect(seen[1]).toBeUndefined();
  });

  it('passes scalar arguments and lists of them as given', async () => {
    const res = await graphql({
      schema,
      source: '{ directProbeIds(id: "a", ids: ["b", "c"], size: 3) }',
      contextValue: contextFor(session([])),
    });
    expect(res).toEqual({ data: { directProbeIds: 'a:b,c:3' } });
  });

  it('refuses as the auth check does: no session, a missing permission', async () => {
    const anonymous = await graphql({
      schema,
      source: '{ directProbeWho }',
      contextValue: contextFor(null),
    });
    expect(anonymous.data).toBeNull();
    expect(errorNameOf(anonymous.errors?.[0])).toBe('NOT_LOGGED_IN');

    seen.length = 0;
    const denied = await graphql({
      schema,
      source: 'mutation { directProbeSave(input: { id: "p1", size: 3 }) }',
      contextValue: contextFor(session(['other'])),
    });
    expect(errorNameOf(denied.errors?.[0])).toBe('PERMISSION_DENIED');
    expect(seen).toEqual([]);
  });

  it('leaves every resolver to type-graphql when the schema validates its arguments', async () => {
    const resolvers = [DirectProbeResolver] as const;
    const options = { resolvers, authChecker, validate: true, authMode: 'error' } as const;
    const validating = await callRootResolversDirectly(await buildSchema(options), options);
    const who = validating.getQueryType()!.getFields().directProbeWho!;
    const answer = who.resolve!(undefined, {}, contextFor(session([])), {} as never);
    expect(answer).toBeInstanceOf(Promise);
    await expect(answer).resolves.toBe('probe');
  });

  it('leaves a field with a middleware to type-graphql', async () => {
    middlewareRuns.length = 0;
    const res = await graphql({
      schema,
      source: '{ directProbeWithMiddleware }',
      contextValue: contextFor(null),
    });
    expect(res).toEqual({ data: { directProbeWithMiddleware: 'through the middleware' } });
    expect(middlewareRuns).toEqual(['directProbeWithMiddleware']);
  });

  it('reads plain object fields without a resolver; roles, renamed fields and field resolvers keep theirs', async () => {
    const fields = schema.getType('DirectProbeCard') as unknown as {
      getFields(): Record<string, { resolve?: unknown }>;
    };
    const card = fields.getFields();
    expect(card.title?.resolve).toBeUndefined();
    expect(card.label?.resolve).toBeTypeOf('function');
    expect(card.secret?.resolve).toBeTypeOf('function');
    expect(card.words?.resolve).toBeTypeOf('function');

    const plain = await graphql({
      schema,
      source: '{ directProbeCard { title label words } }',
      contextValue: contextFor(session([])),
    });
    expect(plain).toEqual({ data: { directProbeCard: { title: 'T', label: 'C', words: 2 } } });
    const secret = await graphql({
      schema,
      source: '{ directProbeCard { title secret } }',
      contextValue: contextFor(session([])),
    });
    expect(errorNameOf(secret.errors?.[0])).toBe('PERMISSION_DENIED');
  });
});
