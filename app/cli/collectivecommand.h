// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

namespace ts::cli {

/// `tensorscope collective --op OP --bytes B --chips N --device ID[,ID...] [--json]`: one
/// collective (all-reduce, all-gather, reduce-scatter, all-to-all, send-recv) over N chips of a
/// catalog device, with its time, algorithm, and algorithm and bus bandwidth as nccl-tests
/// reports them (scaling::CollectiveModel, docs/scaling.md). The CLI text is English only.
class CollectiveCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("collective"); }
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;

    /// The largest --chips accepted (above the largest pod in the catalog, 9,216 TPU v7x chips).
    static constexpr qint64 kMaximumChips = 65536;
    /// The largest --bytes accepted: 1 PiB.
    static constexpr double kMaximumBytes = 1125899906842624.0;
};

} // namespace ts::cli
