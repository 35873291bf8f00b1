// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>
#include <cmath>

namespace ts::tools {

/// The errors of a fit over a table with part of it held out: MAPE and mean signed error of the
/// rows the fit saw and of the rows it did not. add() every row's relative error, then finish().
struct HoldOutScore
{
    double fitMape = 0;
    double fitSigned = 0;
    double heldOutMape = 0;
    double heldOutSigned = 0;
    int fitRows = 0;
    int heldOutRows = 0;

    void add(double error, bool heldOut)
    {
        (heldOut ? heldOutMape : fitMape) += std::abs(error);
        (heldOut ? heldOutSigned : fitSigned) += error;
        ++(heldOut ? heldOutRows : fitRows);
    }
    /// Turns the sums into means.
    void finish()
    {
        fitMape /= std::max(fitRows, 1);
        fitSigned /= std::max(fitRows, 1);
        heldOutMape /= std::max(heldOutRows, 1);
        heldOutSigned /= std::max(heldOutRows, 1);
    }
};

} // namespace ts::tools
