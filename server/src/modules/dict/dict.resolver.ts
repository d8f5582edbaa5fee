import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import {
  DictCatalogNode,
  DictItem,
  DictValueNode,
  SaveDictCatalogInput,
  SaveDictValueInput,
} from './dict.types.ts';

@Resolver()
export class DictResolver {
  @Authorized(PERMISSIONS.dicList)
  @Query(() => [DictCatalogNode], {
    description: 'The catalogue tree; a keyword keeps matching nodes (title, code) and ancestors.',
  })
  dictCatalogTree(
    @Arg('keyword', () => String, { nullable: true }) keyword: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<DictCatalogNode[]> {
    return ctx.services.dict.catalogTree(keyword);
  }

  @Authorized()
  @Mutation(() => DictCatalogNode, {
    description: 'Creates (sys:dic:add) or updates (sys:dic:update) a catalogue.',
  })
  saveDictCatalog(
    @Arg('input', () => SaveDictCatalogInput) input: SaveDictCatalogInput,
    @Ctx() ctx: GqlContext,
  ): Promise<DictCatalogNode> {
    return ctx.services.dict.saveCatalog(requireSession(ctx), input);
  }

  @Authorized(PERMISSIONS.dicDelete)
  @Mutation(() => Int, {
    description: 'Deletes catalogues with their values (sub-catalogues first); returns the count.',
  })
  deleteDictCatalogs(
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.dict.deleteCatalogs(ids);
  }

  @Authorized()
  @Query(() => [DictValueNode], { description: "A dictionary's value tree; any signed-in user." })
  dictValueTree(
    @Arg('dicCode', () => String) dicCode: string,
    @Arg('excludes', () => [String], { nullable: true }) excludes: string[] | null,
    @Ctx() ctx: GqlContext,
  ): Promise<DictValueNode[]> {
    return ctx.services.dict.valueTree({ dicCode, excludes });
  }

  @Authorized()
  @Query(() => [DictItem], {
    description: 'A dictionary as a flat value/title list (clients cache it 5 minutes).',
  })
  dictionary(
    @Arg('dicCode', () => String) dicCode: string,
    @Ctx() ctx: GqlContext,
  ): Promise<DictItem[]> {
    return ctx.services.dict.items(dicCode);
  }

  @Authorized()
  @Mutation(() => DictValueNode, {
    description: 'Creates (sys:dic:add) or updates (sys:dic:update) a dictionary value.',
  })
  saveDictValue(
    @Arg('input', () => SaveDictValueInput) input: SaveDictValueInput,
    @Ctx() ctx: GqlContext,
  ): Promise<DictValueNode> {
    return ctx.services.dict.saveValue(requireSession(ctx), input);
  }

  @Authorized(PERMISSIONS.dicDelete)
  @Mutation(() => Int, { description: 'Deletes values (children first); returns the count.' })
  deleteDictValues(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.dict.deleteValues(ids);
  }
}
