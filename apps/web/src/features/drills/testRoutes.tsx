import { Route, Routes } from 'react-router';
import { RecordDrillPage, UpdateDrillPage } from './DrillFormPage';
import { DrillPage } from './DrillPage';
import { DrillsPage } from './DrillsPage';

/** Tests: the drills pages under /drills, as the app's routes place them (routes.tsx). */
export function DrillsTestRoutes() {
  return (
    <Routes>
      <Route index element={<DrillsPage />} />
      <Route path="record" element={<RecordDrillPage />} />
      <Route path="drill/:drillId" element={<DrillPage />} />
      <Route path="update/:drillId" element={<UpdateDrillPage />} />
    </Routes>
  );
}
