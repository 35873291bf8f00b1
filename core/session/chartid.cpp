// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "chartid.h"

namespace ts {

QStringList ChartId::all()
{
    return { StepTime, ServingFrontier, Throughput, Memory, Roofline, CostPerMillion, CostPerRun,
        Energy, TokensPerJoule, TokensPerDollar, BatchCurve, ChipScaling };
}

} // namespace ts
