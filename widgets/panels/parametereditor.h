// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QSlider;
class QSpinBox;

namespace ts {

/// One integer parameter as a label, a slider and a spin box that stay in step. The slider can
/// move in powers of two (batch, sequence length) or linearly (layers). Edits report whether
/// they belong to a drag, so a whole drag can be one undo step.
class ParameterEditor : public QWidget
{
    Q_OBJECT

public:
    enum class Scale { Linear, PowersOfTwo };

    ParameterEditor(const QString& label, qint64 minimum, qint64 maximum, Scale scale,
        QWidget* parent = nullptr);

    qint64 value() const;
    /// Shows `value` without emitting valueEdited.
    void setValue(qint64 value);
    void setRange(qint64 minimum, qint64 maximum);
    /// The label's text (with its '&' mnemonic), for a language switch.
    void setLabel(const QString& label);
    QSlider* slider() const { return m_slider; }
    QSpinBox* spinBox() const { return m_spin; }
    /// A number unique to the current slider drag (0 when the edit is not part of a drag).
    int dragId() const { return m_dragging ? m_dragId : 0; }

signals:
    /// The user changed the value (slider or spin box).
    void valueEdited(qint64 value);

private:
    int sliderPosition(qint64 value) const;
    qint64 valueAt(int position) const;

    Scale m_scale;
    QLabel* m_label = nullptr;
    QSlider* m_slider = nullptr;
    QSpinBox* m_spin = nullptr;
    bool m_updating = false;
    bool m_dragging = false;
    int m_dragId = 0;
};

} // namespace ts
