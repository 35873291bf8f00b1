// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "parametereditor.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

namespace ts {

namespace {

int s_nextDragId = 1000;

} // namespace

ParameterEditor::ParameterEditor(
    const QString& label, qint64 minimum, qint64 maximum, Scale scale, QWidget* parent)
    : QWidget(parent)
    , m_scale(scale)
{
    m_label = new QLabel(label, this);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_spin = new QSpinBox(this);
    m_spin->setAccelerated(true);
    m_slider->setMinimumWidth(40);
    m_label->setBuddy(m_spin);
    // Label above, slider and spin box below: narrow docks keep the slider long enough to drag.
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_label);
    auto* row = new QHBoxLayout;
    row->addWidget(m_slider, 3);
    row->addWidget(m_spin, 2);
    layout->addLayout(row);
    setRange(minimum, maximum);

    connect(m_slider, &QSlider::sliderPressed, this, [this] {
        m_dragging = true;
        m_dragId = s_nextDragId++;
    });
    connect(m_slider, &QSlider::sliderReleased, this, [this] { m_dragging = false; });
    connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
        if (m_updating)
            return;
        const qint64 v = valueAt(position);
        m_updating = true;
        m_spin->setValue(int(v));
        m_updating = false;
        emit valueEdited(v);
    });
    connect(m_spin, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_updating)
            return;
        m_updating = true;
        m_slider->setValue(sliderPosition(v));
        m_updating = false;
        emit valueEdited(v);
    });
}

void ParameterEditor::setRange(qint64 minimum, qint64 maximum)
{
    m_updating = true;
    m_spin->setRange(int(minimum), int(maximum));
    if (m_scale == Scale::PowersOfTwo) {
        m_slider->setRange(sliderPosition(minimum), sliderPosition(maximum));
        m_slider->setPageStep(1);
    } else {
        m_slider->setRange(int(minimum), int(maximum));
        m_slider->setPageStep(std::max<int>(1, int((maximum - minimum) / 10)));
    }
    m_updating = false;
}

int ParameterEditor::sliderPosition(qint64 value) const
{
    if (m_scale == Scale::Linear)
        return int(value);
    return int(std::lround(std::log2(double(std::max<qint64>(1, value)))));
}

qint64 ParameterEditor::valueAt(int position) const
{
    if (m_scale == Scale::Linear)
        return position;
    return qint64(1) << std::clamp(position, 0, 30);
}

qint64 ParameterEditor::value() const
{
    return m_spin->value();
}

void ParameterEditor::setValue(qint64 value)
{
    m_updating = true;
    m_spin->setValue(int(value));
    m_slider->setValue(sliderPosition(value));
    m_updating = false;
}

void ParameterEditor::setLabel(const QString& label)
{
    m_label->setText(label);
}

} // namespace ts
