// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/catalog.h"
#include "models/workspacedocument.h"
#include "panels/devicepickerpanel.h"
#include "panels/operatorpanel.h"
#include "panels/resultspanel.h"
#include "panels/workloadpanel.h"
#include "panels/workspacecontroller.h"
#include "style/theme.h"

#include <memory>

namespace ts::test {

/// The workspace widgets wired as the main window wires them, on the shipped catalog, in the
/// light theme, with the results panel at 1400 × 800.
struct WorkspaceRig
{
    WorkspaceDocument document;
    WorkloadPanel workload;
    DevicePickerPanel devices;
    OperatorPanel operators;
    ResultsPanel results;
    std::unique_ptr<WorkspaceController> controller;

    explicit WorkspaceRig(const Workspace& start)
    {
        document.reset(start);
        controller = std::make_unique<WorkspaceController>(
            &document, Catalog::load(QString()), &workload, &devices, &operators, &results);
        controller->setTheme(Theme(Theme::Kind::Light));
        results.resize(1400, 800);
    }
};

} // namespace ts::test
