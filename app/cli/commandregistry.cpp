// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "commandregistry.h"

#include "chartcommand.h"
#include "claimscommand.h"
#include "collectivecommand.h"
#include "devicescommand.h"
#include "estimatecommand.h"
#include "gemmcommand.h"
#include "handoutcommand.h"
#include "recordcommand.h"
#include "scalecommand.h"
#include "screenshotcommand.h"
#include "servecommand.h"
#include "simulatecommand.h"
#include "validatecommand.h"
#include "workloadcommand.h"

namespace ts::cli {

CommandRegistry::CommandRegistry()
{
    // One line per subcommand.
    m_commands.push_back(std::make_unique<ScreenshotCommand>());
    m_commands.push_back(std::make_unique<HandoutCommand>());
    m_commands.push_back(std::make_unique<RecordCommand>());
    m_commands.push_back(std::make_unique<ChartCommand>());
    m_commands.push_back(std::make_unique<DevicesCommand>());
    m_commands.push_back(std::make_unique<SimulateCommand>());
    m_commands.push_back(std::make_unique<WorkloadCommand>());
    m_commands.push_back(std::make_unique<GemmCommand>());
    m_commands.push_back(std::make_unique<EstimateCommand>());
    m_commands.push_back(std::make_unique<ScaleCommand>());
    m_commands.push_back(std::make_unique<CollectiveCommand>());
    m_commands.push_back(std::make_unique<ValidateCommand>());
    m_commands.push_back(std::make_unique<ClaimsCommand>());
    m_commands.push_back(std::make_unique<ServeCommand>());
}

Command* CommandRegistry::find(const QString& name) const
{
    for (const auto& command : m_commands) {
        if (command->name() == name)
            return command.get();
    }
    return nullptr;
}

} // namespace ts::cli
