// The Staff screen: the add form, and one card per member with their role, state and actions.
export const staffCss = `
.staff { display: grid; gap: 12px; }
.staff p { margin: 0; }
.add-staff { display: grid; gap: 10px; }
.add-staff h2 { margin: 0; }
.add-staff .grid label { align-content: space-between; }
.add-staff .check { margin: 0; }
.add-staff button[type='submit'] { justify-self: start; }
.staff-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.staff-member { display: grid; gap: 6px; overflow-wrap: anywhere; }
.staff-member.disabled { opacity: 0.75; }
.staff-head { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.status-owner { background: #e3f2fd; color: #0d47a1; }
.staff-member .reset label { flex: 1 1 220px; }
`;
