import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import {
  businessStats as statsEndpoint,
  businessTrends as trendsEndpoint,
  staffDashboard as staffDashboardEndpoint,
} from '../../../contract.js';
import { protectedRoute } from '../../../http/route.js';
import { businessStats, staffDashboard } from './dashboard-repository.js';
import { businessTrends } from './trends-repository.js';

export async function dashboardRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // GET /business/stats: the owner dashboard's tiles.
  protectedRoute(app, statsEndpoint, ({ auth }) => businessStats(context.db, auth.businessId));
  // GET /business/dashboard/trends: the owner dashboard's last 30 days.
  protectedRoute(app, trendsEndpoint, ({ auth }) =>
    businessTrends(context.db, auth.businessId, context.clock.now()),
  );
  // GET /staff/getGCAndOffersForDashboard: the staff dashboard.
  protectedRoute(app, staffDashboardEndpoint, ({ auth }) =>
    staffDashboard(context.db, auth.businessId, context.clock.now()),
  );
}
