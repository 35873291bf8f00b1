// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "hostoffload.h"

#include <algorithm>

namespace ts::engine {

HostOffload hostOffload(
    const Device& device, double bytesEachWay, double forwardSeconds, double backwardSeconds)
{
    HostOffload o;
    o.bytesEachWay = std::max(0.0, bytesEachWay);
    const auto link
        = device.interconnect ? device.interconnect->hostBytesPerSecondPerDirection : std::nullopt;
    o.linkAssumed = !link || !(*link > 0);
    o.linkBytesPerSecond = o.linkAssumed ? kDefaultHostLinkBytesPerSecond : *link;
    o.transferSecondsEachWay = o.bytesEachWay / o.linkBytesPerSecond;
    o.exposedSeconds = std::max(0.0, o.transferSecondsEachWay - std::max(0.0, forwardSeconds))
        + std::max(0.0, o.transferSecondsEachWay - std::max(0.0, backwardSeconds));
    return o;
}

} // namespace ts::engine
