// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

// The workloads the claims are checked on (issue 22), shared by tests/core/tst_claimcheck (the
// experiments) and tests/app/tst_claims (the Claims page and `tensorscope claims`): the
// first-run workload, a small CNN, a 7B decoder decoding, a 70B model trained on 1,024 chips,
// each with the CLI options that ask for it, on an H100 and a TPU v5p.

#include "compare/claimcheck.h"
#include "hardware/catalog.h"
#include "session/workspace.h"
#include "workload/workloadpresets.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ts::test {

struct Case
{
    WorkloadSpec spec;
    scaling::JobSpec job;
    QStringList cli;
};

inline QList<Device> devices()
{
    const Catalog catalog = Catalog::load(QString());
    return { *catalog.device(QStringLiteral("h100-sxm")),
        *catalog.device(QStringLiteral("tpu-v5p")) };
}

inline Case workloadCase(const QString& name)
{
    Case c;
    if (name == QLatin1String("first run")) {
        c.spec = Workspace::defaultWorkspace().workload;
        return c;
    }
    if (name == QLatin1String("small CNN")) {
        c.spec = *WorkloadPresets::load(QStringLiteral("resnet-50")).spec;
        c.cli = { QStringLiteral("--workload"), QStringLiteral("resnet-50") };
        return c;
    }
    if (name == QLatin1String("7B decode")) {
        c.spec = *WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec;
        c.spec.run.step = StepKind::Decode;
        c.spec.run.globalBatch = 8;
        c.cli = { QStringLiteral("--workload"), QStringLiteral("llama-2-7b"),
            QStringLiteral("--phase"), QStringLiteral("decode"), QStringLiteral("--batch"),
            QStringLiteral("8") };
        return c;
    }
    c.spec = *WorkloadPresets::load(QStringLiteral("llama-3-70b")).spec;
    c.spec.run.step = StepKind::Training;
    c.job.chips = 1024;
    c.cli
        = { QStringLiteral("--workload"), QStringLiteral("llama-3-70b"), QStringLiteral("--phase"),
              QStringLiteral("training"), QStringLiteral("--chips"), QStringLiteral("1024") };
    return c;
}

inline ClaimOutcome outcome(const QList<ClaimOutcome>& outcomes, ClaimId id)
{
    for (const ClaimOutcome& o : outcomes) {
        if (o.id == id)
            return o;
    }
    return {};
}

} // namespace ts::test
