// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/device.h"

namespace ts::engine {

/// The traffic of activations a remat policy offloads to host memory (RematPlacement::Offload):
/// written over the chip's host link during the forward pass and read back during the backward
/// pass, each direction hidden behind that pass's compute where it is shorter (XLA and
/// Transformer Engine issue the copies asynchronously beside the compute).
struct HostOffload
{
    double bytesEachWay = 0; ///< per chip and step
    double linkBytesPerSecond = 0; ///< per direction
    /// The device has no sourced host-link figure: kDefaultHostLinkBytesPerSecond was used.
    bool linkAssumed = false;
    double transferSecondsEachWay = 0;
    double exposedSeconds = 0; ///< what the step waits for, both directions
};

/// The host link of a chip without a sourced figure: "PCIe bandwidth is typically around
/// 1.5e10 bytes/second per chip" (How to Scale Your Model, the TPUs chapter); an assumption,
/// noted as `host-link-assumed`.
inline constexpr double kDefaultHostLinkBytesPerSecond = 1.5e10;

/// The offload of `bytesEachWay` per step behind `forwardSeconds` and `backwardSeconds` of
/// compute on `device`.
HostOffload hostOffload(
    const Device& device, double bytesEachWay, double forwardSeconds, double backwardSeconds);

} // namespace ts::engine
