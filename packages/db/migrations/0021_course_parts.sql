CREATE TABLE "course_parts" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"card" json NOT NULL,
	"page" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_parts" ADD CONSTRAINT "course_parts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A course's parts as its cards and its page read them (packages/db/src/schema/course-parts.ts),
-- rebuilt for the given courses. The keys are the columns the catalogue decodes them with
-- (apps/server/src/modules/catalogue: CARD_ROW_COLUMNS, CARD_PLAN_COLUMNS, TEACHER_COLUMNS, the
-- outline's and the tabs' columns, CARD_CATEGORY_COLUMNS); course-parts.test.ts fails when the two
-- differ. A card's seats are not kept: they change with every order, and are read from the course.
CREATE OR REPLACE FUNCTION rian_refresh_course_parts(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO course_parts (course_id, card, page)
  SELECT c.id,
    json_build_object(
      'row', json_build_object('id', c.id, 'title', c.title, 'title_en', c.title_en, 'slug', c.slug,
        'short_description', c.short_description, 'short_description_en', c.short_description_en,
        'picture_url', c.picture_url, 'course_type', c.course_type, 'course_language', c.course_language,
        'is_bestseller', c.is_bestseller, 'start_reg_date', c.start_reg_date, 'end_reg_date', c.end_reg_date),
      'plans', coalesce((SELECT json_agg(json_build_object('id', p.id, 'course_id', p.course_id, 'plan_type', p.plan_type,
          'price', p.price, 'price_usd', p.price_usd, 'pricing_type', p.pricing_type, 'status_show', p.status_show,
          'is_default', p.is_default, 'free_for', p.free_for, 'free_course_ids', p.free_course_ids,
          'is_for_member', p.is_for_member, 'sort', p.sort) ORDER BY p.id)
        FROM pricing_plans p WHERE p.course_id = c.id), '[]'::json),
      'teachers', coalesce((SELECT json_agg(t.name ORDER BY ct.sort, t.id)
        FROM course_teachers ct JOIN teachers t ON t.id = ct.teacher_id WHERE ct.course_id = c.id), '[]'::json),
      'category', (SELECT json_build_object('id', g.id, 'name', g.name, 'name_en', g.name_en, 'link_path', g.link_path)
        FROM categories g WHERE g.id = c.category_id)),
    json_build_object(
      'plans', coalesce((SELECT json_agg(p ORDER BY p.id) FROM pricing_plans p WHERE p.course_id = c.id), '[]'::json),
      'teachers', coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'name_en', t.name_en,
          'title', t.title, 'title_en', t.title_en, 'biography', t.biography, 'biography_en', t.biography_en,
          'picture_url', t.picture_url) ORDER BY ct.sort, t.id)
        FROM course_teachers ct JOIN teachers t ON t.id = ct.teacher_id WHERE ct.course_id = c.id), '[]'::json),
      'sections', coalesce((SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.sort, s.id)
        FROM sections s WHERE s.course_id = c.id), '[]'::json),
      'lectures', coalesce((SELECT json_agg(json_build_object('id', l.id, 'section_id', l.section_id, 'name', l.name,
          'content_type', l.content_type, 'duration_seconds', l.duration_seconds, 'is_preview', l.is_preview)
          ORDER BY l.sort, l.id)
        FROM lectures l WHERE l.course_id = c.id), '[]'::json),
      'tabs', coalesce((SELECT json_agg(json_build_object('id', b.id, 'title', b.title, 'title_en', b.title_en,
          'body', b.body, 'body_en', b.body_en) ORDER BY b.sort, b.id)
        FROM catalogue_tabs b WHERE b.course_id = c.id), '[]'::json))
  FROM courses c WHERE c.id = ANY(ids)
  ON CONFLICT (course_id) DO UPDATE SET card = excluded.card, page = excluded.page
$$;
--> statement-breakpoint
-- A row of a table holding a course_id (plans, teachers' places, sections, lectures, tabs): its
-- course's parts, before and after the change.
CREATE OR REPLACE FUNCTION rian_course_parts_of_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rian_refresh_course_parts(array_remove(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.course_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.course_id END], NULL));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rian_course_parts_of_course() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rian_refresh_course_parts(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rian_course_parts_of_teacher() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rian_refresh_course_parts(ARRAY(SELECT course_id FROM course_teachers WHERE teacher_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rian_course_parts_of_category() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rian_refresh_course_parts(ARRAY(SELECT id FROM courses WHERE category_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER course_parts_of_course AFTER INSERT OR UPDATE OF category_id, title, title_en, slug, short_description,
  short_description_en, picture_url, course_type, course_language, is_bestseller, start_reg_date, end_reg_date ON courses
FOR EACH ROW EXECUTE FUNCTION rian_course_parts_of_course();
--> statement-breakpoint
CREATE TRIGGER course_parts_of_plan AFTER INSERT OR UPDATE OR DELETE ON pricing_plans
FOR EACH ROW EXECUTE FUNCTION rian_course_parts_of_row();
--> statement-breakpoint
CREATE TRIGGER course_parts_of_course_teacher AFTER INSERT OR UPDATE OR DELETE ON course_teachers
FOR EACH ROW EXECUTE FUNCTION rian_course_parts_of_row();
--> statement-breakpoint
CREATE TRIGGER course_parts_of_section AFTER INSERT OR UPDATE OR DELETE ON sections
FOR EACH ROW EXECUTE FUNCTION rian_course_parts_of_row();
--> statement-breakpoint
CREATE TRIGGER course_parts_of_lecture AFTER INSERT OR UPDATE OR DELETE ON lectures
FOR EACH ROW EXECUTE FUNCTION rian_course_parts_of_row();
--> statement-breakpoint
CREATE TRIGGER course_parts_of_tab AFTER INSERT OR UPDATE OR DELETE ON catalogue_tabs
FOR EACH ROW EXECUTE FUNCTION rian_course_parts_of_row();
--> statement-breakpoint
CREATE TRIGGER course_parts_of_teacher AFTER UPDATE ON teachers
FOR EACH ROW EXECUTE FUNCTION rian_course_parts_of_teacher();
--> statement-breakpoint
CREATE TRIGGER course_parts_of_category AFTER UPDATE ON categories
FOR EACH ROW EXECUTE FUNCTION rian_course_parts_of_category();
--> statement-breakpoint
-- The courses an older database already holds.
SELECT rian_refresh_course_parts(ARRAY(SELECT id FROM courses));
