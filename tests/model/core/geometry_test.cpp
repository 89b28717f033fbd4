#include "model/core/geometry.h"

#include <gtest/gtest.h>

namespace hexwright::model {
namespace {

void expectNear(Vec2 a, Vec2 b) {
  EXPECT_NEAR(a.x, b.x, 1e-9);
  EXPECT_NEAR(a.y, b.y, 1e-9);
}

TEST(Affine2D, ProductAppliesRightThenLeft) {
  const Affine2D a{1, 2, 0, 3, 0, 2};
  const Affine2D b{10, 0, -1, 20, 1, 0};
  const Vec2 p{3, 4};
  EXPECT_EQ((a * b).apply(p), a.apply(b.apply(p)));
  EXPECT_NE((b * a).apply(p), (a * b).apply(p));
}

TEST(Affine2D, CoefficientsAreInGdalGeotransformOrder) {
  // X = c0 + c1*x + c2*y, Y = c3 + c4*x + c5*y, as GDAL and the bundle store them.
  const Affine2D t{100, 2, 3, 200, 5, 7};
  EXPECT_EQ(t.apply({1, 10}), (Vec2{100 + 2 + 30, 200 + 5 + 70}));
}

TEST(Affine2D, TranslationScalingAndRotation) {
  EXPECT_EQ(Affine2D::translation(5, -2).apply({1, 1}), (Vec2{6, -1}));
  EXPECT_EQ(Affine2D::scaling(2, 3).apply({1, 1}), (Vec2{2, 3}));
  // Clockwise on a y-down page: east turns to south (+y).
  expectNear(Affine2D::rotation(90).apply({1, 0}), {0, 1});
  expectNear(Affine2D::rotation(90).apply({0, 1}), {-1, 0});
  expectNear((Affine2D::translation(10, 0) * Affine2D::scaling(2, 2)).apply({1, 1}), {12, 2});
}

TEST(Affine2D, InverseUndoesTheTransformAndSingularHasNone) {
  const Affine2D t = Affine2D::translation(391234.5, 3885110.25) * Affine2D::rotation(5) * Affine2D::scaling(2, -2);
  const auto inv = t.inverse();
  ASSERT_TRUE(inv);
  for (const Vec2 p : {Vec2{0, 0}, Vec2{100, -50}, Vec2{-3.5, 7.25}}) expectNear(inv->apply(t.apply(p)), p);
  EXPECT_FALSE((Affine2D{1, 1, 2, 1, 2, 4}).inverse());
}

TEST(Rect, EdgesUnionAndIntersection) {
  const Rect r = Rect::fromEdges(-10, 5, 30, 25);
  EXPECT_EQ(r, (Rect{-10, 5, 40, 20}));
  EXPECT_EQ(r.right(), 30);
  EXPECT_EQ(r.bottom(), 25);
  EXPECT_EQ(r.centre(), (Vec2{10, 15}));
  EXPECT_TRUE(r.contains({30, 25}));
  EXPECT_FALSE(r.contains({30.5, 25}));
  EXPECT_EQ(r.inflated(1), (Rect{-11, 4, 42, 22}));

  const Rect other{20, 20, 20, 20};
  EXPECT_TRUE(r.intersects(other));
  EXPECT_EQ(r.intersected(other), (Rect{20, 20, 10, 5}));
  EXPECT_EQ(r.united(other), (Rect{-10, 5, 50, 35}));
  // Touching edges do not intersect; an empty rectangle adds nothing to a union.
  EXPECT_FALSE(r.intersects(Rect{30, 5, 10, 10}));
  EXPECT_TRUE(r.intersected(Rect{30, 5, 10, 10}).empty());
  EXPECT_EQ(r.united(Rect{}), r);
  EXPECT_EQ(Rect{}.united(r), r);
}

TEST(Vec2, Arithmetic) {
  EXPECT_EQ((Vec2{1, 2} + Vec2{3, 5}), (Vec2{4, 7}));
  EXPECT_EQ((Vec2{1, 2} - Vec2{3, 5}), (Vec2{-2, -3}));
  EXPECT_EQ((Vec2{1, 2} * 3), (Vec2{3, 6}));
  EXPECT_EQ(length(Vec2{3, 4}), 5);
  EXPECT_EQ(lerp(Vec2{0, 0}, Vec2{10, 20}, 0.25), (Vec2{2.5, 5}));
}

}  // namespace
}  // namespace hexwright::model
