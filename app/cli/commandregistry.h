// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <memory>
#include <vector>

namespace ts::cli {

/// Every subcommand of the `tensorscope` executable, in the order `--help` lists them.
class CommandRegistry
{
public:
    CommandRegistry();

    /// The command called `name`, or nullptr.
    Command* find(const QString& name) const;
    const std::vector<std::unique_ptr<Command>>& commands() const { return m_commands; }

private:
    std::vector<std::unique_ptr<Command>> m_commands;
};

} // namespace ts::cli
