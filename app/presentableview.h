// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>
#include <memory>
#include <optional>

class QWidget;

namespace ts {

class AnimatedView;

/// What presentation mode and tours do with an animated tab (the systolic, SIMT and
/// side-by-side views): one interface instead of a cast per view type in every caller. One
/// adapter, create(), serves every AnimatedView: a new animated view needs nothing here.
class PresentableView
{
public:
    /// A view's animation state as a tour scene records it: the cycle shown, the speed and
    /// whether it plays (cycle and speed are empty for views without a cycle clock of their own).
    struct Playback
    {
        std::optional<qint64> cycle;
        std::optional<double> speedCyclesPerSecond;
        bool playing = false;
    };

    virtual ~PresentableView() = default;

    /// The tab widget this adapter drives.
    virtual QWidget* widget() const = 0;
    /// Hides the view's own settings (array size, GEMM, ...) while presenting; the transport
    /// stays.
    virtual void setControlsVisible(bool visible) = 0;
    virtual void togglePlay() = 0;
    /// Pauses and moves `cycles` cycles (negative: back) of the view's clock.
    virtual void step(int cycles) = 0;
    /// Multiplies the playback speed; views whose clock is real time ignore it.
    virtual void scaleSpeed(double factor) = 0;
    virtual Playback playback() const = 0;
    /// Pauses, then applies the speed and cycle given, then plays if asked.
    virtual void applyPlayback(const Playback& playback) = 0;

    static std::unique_ptr<PresentableView> create(AnimatedView* view);
};

} // namespace ts
