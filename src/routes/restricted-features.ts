import { allowFeatures, listRestrictedFeatures, restrictFeatures } from '../domain/restricted-features.ts';
import { contextOf, type RouteTable } from './types.ts';

export const restrictedFeatureRoutes: RouteTable<'restricted-features'> = {
  restrictFeatures: (req) => ({
    data: restrictFeatures(contextOf(req), req.params.role, req.body.featuresToRestrict),
  }),
  listRestrictedFeatures: (req) => listRestrictedFeatures(contextOf(req), req.params.role),
  allowFeatures: (req) => ({ data: allowFeatures(contextOf(req), req.params.role, req.body) }),
};
